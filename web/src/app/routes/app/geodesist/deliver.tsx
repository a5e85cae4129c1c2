/** /geodesist/tender/{id}/deliver: Upload Deliverables (part 2, Deliver page). Filled by the deliveries feature. */
import ComingSoon from '../coming-soon';

export default ComingSoon;
