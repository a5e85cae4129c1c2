/** /admin/tenders: Manage Tenders (part 2). Filled by the tenders feature. */
import ComingSoon from '../coming-soon';

export default ComingSoon;
