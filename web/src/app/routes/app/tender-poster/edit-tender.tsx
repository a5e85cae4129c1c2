/** /tender-poster/edit-tender/{id}: Edit tender (part 2). Filled by the tenders feature. */
import ComingSoon from '../coming-soon';

export default ComingSoon;
