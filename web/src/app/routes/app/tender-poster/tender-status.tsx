/** /tender-poster/tender/{id}/status: the tender status page (part 2). Filled by the deliveries feature. */
import ComingSoon from '../coming-soon';

export default ComingSoon;
