/** Tender status badge: moved to `@/components/status-badge`; this re-export keeps older imports working. */
export { TenderStatusBadge } from '@/components/status-badge';
