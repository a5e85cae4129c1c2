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
} satisfies PartCatalogue<'domain'>;
