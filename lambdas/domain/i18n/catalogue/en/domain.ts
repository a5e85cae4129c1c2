/**
 * English names the domain gives and the web shows: roles, rating criteria, the anonymised bidder, the reasons a tender is cancelled. The home of each
 * text (the domain reads it through `english()`, ../../english.ts); every key has its Estonian text in ../et/domain.ts,
 * and the web shows them in the active language (web/src/i18n/domain-text.ts).
 */
export default {
  'domain.role.geodesist': 'Geodesist',
  'domain.role.tenderPoster': 'Tender Poster',
  'domain.role.admin': 'Admin',
  'domain.criterion.quality': 'Quality of deliverables',
  'domain.criterion.schedule': 'Keeping to the schedule',
  'domain.criterion.communication': 'Communication',
  'domain.criterion.clarity': 'Clarity of the brief',
  'domain.criterion.responsiveness': 'Responsiveness',
  'domain.criterion.fairness': 'Fairness',
  'domain.bid.anonymized': 'Geodesist #{n}',
  'domain.bid.anonymizedTooltip': 'Names are anonymized until bid acceptance',
  'domain.cancelReason.no_longer_needed': 'No longer needed',
  'domain.cancelReason.budget_withdrawn': 'Budget withdrawn',
  'domain.cancelReason.requirements_changed': 'Requirements changed',
  'domain.cancelReason.no_suitable_bids': 'No suitable bids',
  'domain.cancelReason.other': 'Other',
};
