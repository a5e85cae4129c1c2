/** Estonian names of roles, rating criteria and the anonymised bidder: every key of ../en/domain.ts, the same placeholders. */
import type { PartCatalogue } from '../index';

export default {
  'domain.role.geodesist': 'Geodeet',
  'domain.role.tenderPoster': 'Hankija',
  'domain.role.admin': 'Administraator',
  'domain.criterion.quality': 'Tööde kvaliteet',
  'domain.criterion.schedule': 'Ajakavast kinnipidamine',
  'domain.criterion.communication': 'Suhtlus',
  'domain.criterion.clarity': 'Lähteülesande selgus',
  'domain.criterion.responsiveness': 'Reageerimiskiirus',
  'domain.criterion.fairness': 'Õiglane kohtlemine',
  'domain.bid.anonymized': 'Geodeet nr {n}',
  'domain.bid.anonymizedTooltip': 'Nimed on peidetud, kuni pakkumine on vastu võetud',
  'domain.cancelReason.no_longer_needed': 'Pole enam vaja',
  'domain.cancelReason.budget_withdrawn': 'Eelarve võeti tagasi',
  'domain.cancelReason.requirements_changed': 'Nõuded muutusid',
  'domain.cancelReason.no_suitable_bids': 'Sobivaid pakkumisi ei tulnud',
  'domain.cancelReason.other': 'Muu',
} satisfies PartCatalogue<'domain'>;
