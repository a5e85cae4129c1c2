/**
 * The tenders feature's public face: what the features above it may import (docs/architecture.md, "Feature order").
 * Its pure rules, messages and schemas (domain/) are public too; anything else of the feature is its own.
 */
export { bidModel } from './data/bid-models';
export { deleteAllBids, getBid, getBidById, getBidsOf, listBidderBids, listBidderIds, listTenderBids, type BidItem } from './data/tender-bids';
export { tenderModel } from './data/tender-models';
export { getTenderSites, getTenderWithAttachments, getTenders, statusCounter, toTenderDetail, toTenderSummary, type AttachmentItem, type TenderItem } from './data/tenders';
export { acceptedBidFor, loadVisibleTender } from './tender-access';
export { deleteOpenTender } from './tender-delete';
export { tenderAmended, tenderDeadlineNear, tenderDeleted, tenderPosted } from './events';
export { cancelDeadlineTimerItems, deadlineTimerItems } from './deadline-timers';
export { allHistory, historyItem, listHistory, type HistoryItem, type NewHistoryEntry } from './data/history';
export { tenderHistoryModel } from './data/history-models';
export { listTenders } from './data/tender-lists';
export { listMapTenders } from './data/tender-map';
export { putPostings } from './data/tender-index';
export { listVersions, type TenderVersionItem } from './data/tender-versions';
export { tenderVersionModel } from './data/tender-versions-models';
