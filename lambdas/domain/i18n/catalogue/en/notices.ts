/**
 * English texts of what GeoTender tells people outside the screens: in-app notifications and their realtime pushes,
 * notification e-mails (subject, text and HTML), the daily digest, the unsubscribe footer, the approval and
 * registration e-mails, and Cognito's confirmation and password-reset e-mails. The specs' exact texts (part 1, 4.3 and
 * 9): the integration and end-to-end tests assert them. Rendered per recipient by lambdas/domain/i18n/notices.ts.
 * Values named `amount`, `bid`, `fee`, `total` are euros and `when`, `deadline`, `date` dates, formatted in the
 * recipient's language before they reach a message. `role` is the role's English label as the registration event
 * carries it, `roleCode` its code, by which a language names the role in its own words.
 */
export default {
  // The label of each notification type: the toast's title and the start of the e-mail subject.
  // A realtime push of a type this app does not know yet (a newer server).
  'notice.label.fallback': 'Notification',
  'notice.label.bid_received': 'New Bid Received',
  'notice.label.delivery_submitted': 'Deliverables Submitted',
  'notice.label.payment_requested': 'Payment Requested',
  'notice.label.bid_accepted': 'Bid Accepted',
  'notice.label.bid_rejected': 'Bid Not Selected',
  'notice.label.payment_sent': 'Payment Sent',
  'notice.label.tender_posted': 'New Tender Posted',
  'notice.label.deliverables_accepted': 'Deliverables Accepted',
  'notice.label.tender_deleted': 'Tender Deleted',
  'notice.label.admin_tender_posted': 'New Tender Posted',
  'notice.label.admin_bid_received': 'New Bid Received',
  'notice.label.admin_tender_deleted': 'Tender Deleted',
  'notice.label.admin_delivery_submitted': 'Deliverables Submitted',
  'notice.label.admin_deliverables_accepted': 'Deliverables Accepted',
  'notice.label.admin_user_registered': 'New User Registered',
  'notice.label.system_notification': 'System Notification',
  'notice.label.tender_amended': 'Tender Amended',
  'notice.label.tender_cancelled': 'Tender Cancelled',
  'notice.label.question_asked': 'New Question',
  'notice.label.question_answered': 'Question Answered',
  'notice.label.deadline_moved': 'Deadline Extended',
  'notice.label.delivery_review_reminder': 'Deliverables Await Your Review',
  'notice.label.message_hidden': 'Message Hidden',
  'notice.label.messages_unread': 'Unread Messages',
  'notice.label.rating_received': 'You Were Rated',
  'notice.label.rating_replied': 'Reply to Your Rating',
  'notice.label.rating_hidden': 'Your Rating Was Hidden',
  'notice.label.deadline_near': 'Bidding Closes in 24 Hours',
  'notice.label.question_deadline_near': 'Questions Close in 24 Hours',

  // A notification's e-mail.
  'notice.subject': '{label} "{title}" — GeoTender',
  'notice.subjectUntitled': '{label} — GeoTender',
  'notice.email.greeting': 'Hello {name},',
  'notice.email.open': 'Open in GeoTender: {link}',
  'notice.email.openButton': 'Open in GeoTender',
  'notice.email.settings': 'Change which e-mails you get: {link}',
  'notice.email.settingsLink': 'Notification settings',
  'notice.email.unsubscribe': 'Unsubscribe from these e-mails: {link}',
  'notice.email.unsubscribeLink': 'Unsubscribe',

  // What happened: the in-app text, the push and the e-mail's paragraph.
  'notice.bidReceived': 'You received a new bid of {amount} on "{title}"',
  'notice.adminBidReceived': 'A bid of {amount} was placed on "{title}"',
  'notice.bidAccepted': 'Your bid of {amount} on "{title}" has been accepted',
  'notice.bidRejected': 'Another bid was accepted for "{title}"',
  'notice.deliverySubmitted': 'Deliverables have been submitted for "{title}"',
  'notice.deliverablesAccepted': 'Your deliverables for "{title}" have been accepted',
  'notice.adminDeliverablesAccepted': 'Deliverables for tender "{title}" have been accepted',
  'notice.automaticAcceptance.poster': 'The deliverables for "{title}" were accepted automatically after {days} days without a review: bid {bid}, platform fee {fee}, total {total}.',
  'notice.automaticAcceptance.contractor': 'Your deliverables for "{title}" were accepted automatically after {days} days without the poster\'s review.',
  'notice.reviewReminder': 'The deliverables for "{title}" have waited {days} days for your review. Accept them or request changes.',
  'notice.reviewWarning': 'The deliverables for "{title}" have waited {days} days for your review. Unless you accept them or request changes, they will be accepted automatically on {date}.',
  'notice.tenderDeleted': 'The tender "{title}" you bid on has been deleted',
  'notice.adminTenderDeleted': 'The tender "{title}" has been deleted',
  'notice.tenderPosted': 'A new tender has been posted: "{title}"',
  'notice.userRegistered': '{name} ({email}) registered as {roleCode, select, other {{role}}}{approval, select, yes { and awaits your approval} other {}}',
  'notice.systemTest': 'This is a test notification from GeoTender.',
  'notice.amended':
    '"{title}" was amended (version {version}): {reason}.{moved, select, yes { The deadline is now {deadline}.} other {}}{confirm, select, yes { Please confirm or update your bid.} other {}}',
  'notice.cancelled':
    'The tender "{title}" has been cancelled ({reason, select, no_longer_needed {No longer needed} budget_withdrawn {Budget withdrawn} requirements_changed {Requirements changed} no_suitable_bids {No suitable bids} other {Other}})',
  'notice.questionAsked': 'A question was asked about your tender "{title}"',
  'notice.questionAnswered': 'A question about "{title}" has been answered',
  'notice.deadlineMoved': 'The deadline of "{title}" moved to {when}: a question was unanswered at the question deadline',
  'notice.deadlineNear.poster': 'Bidding on your tender "{title}" closes in 24 hours, on {when}. It has {bids, plural, one {{bids} bid} other {{bids} bids}} so far.',
  'notice.deadlineNear.geodesists': 'Bidding on "{title}" closes in 24 hours, on {when}.',
  'notice.questionDeadlineNear': 'Questions about "{title}" can be asked for 24 more hours, until {when}.',
  'notice.messageHidden': 'An admin hid your message about "{title}": {reason}',
  'notice.ratingsRevealed': 'The ratings of "{title}" are revealed: see how you were rated',
  'notice.ratingReplied': 'Your rating on "{title}" has a reply',
  'notice.ratingHidden': 'Your rating on "{title}" was hidden by an admin: {reason}',

  // The e-mail about unread messages.
  'notice.unread.text':
    'You have unread messages about "{title}".\n\nRead and answer them on GeoTender: {link}\n\n(Tender {tenderId}. You get at most one such e-mail per project an hour; change this under Notification settings.)',

  // The approval decision's e-mail.
  'notice.approval.approvedSubject': 'Your GeoTender account has been approved',
  'notice.approval.approvedText': 'Hello {name},\n\nyour account has been approved. Sign in at {link} to start.',
  'notice.approval.rejectedSubject': 'Your GeoTender account has been rejected',
  'notice.approval.rejectedText': 'Hello {name},\n\nyour account has been rejected. Reply to this e-mail or use {link} if you think this is a mistake.',

  // The admins' e-mail about a registration.
  'notice.registration.subject': 'New {roleCode, select, other {{role}}} registration: {name}',
  'notice.registration.text': '{name} ({email}) registered as {roleCode, select, other {{role}}}.',
  'notice.registration.awaiting': 'The account is awaiting your approval: {link}',
  'notice.registration.noApproval': 'No approval is needed.',

  // The daily digest of new tenders.
  'notice.digest.subject': '{count} new {count, plural, one {tender} other {tenders}} for you — GeoTender daily digest',
  'notice.digest.heading': 'Your daily digest of new tenders',
  'notice.digest.intro': 'New tenders posted in the 24 hours before 07:00 today:',
  'notice.digest.more': 'and {count} more: {link}',
  'notice.digest.moreLink': 'and {count} more',

  // The contact form's e-mails to the admins.
  'notice.contact.subject': 'Contact form: {subject}',
  'notice.contact.text': 'From: {name} <{email}>\nSubject: {subject}\n\n{message}',
  'notice.contactDigest.subject': 'Contact form digest: {count, plural, one {{count} message} other {{count} messages}} ({hour}:00 UTC)',
  'notice.contactDigest.intro':
    '{count, plural, one {{count} more contact message} other {{count} more contact messages}} arrived in the hour from {hour}:00 UTC, after the hourly e-mail limit was reached:',
  'notice.contactDigest.entry': '---\nFrom: {name} <{email}>\nSubject: {subject}\nReceived: {received}\n\n{message}',

  // The admin's test e-mail (to any address: in the language of the admin who sends it).
  'notice.emailTest.subject': 'GeoTender test e-mail',
  'notice.emailTest.text': 'This is a test e-mail sent from the GeoTender admin area by {sender}. If you can read it, e-mail works.',
  'notice.emailTest.anAdmin': 'an admin',

  // Cognito's e-mails: the sign-up confirmation and the password reset.
  'notice.cognito.confirmSubject': 'Confirm your GeoTender account',
  'notice.cognito.confirmTitle': 'Welcome to GeoTender',
  'notice.cognito.confirmIntro': 'Confirm your e-mail address to finish your registration.',
  'notice.cognito.confirmAction': 'Confirm my account',
  'notice.cognito.resetSubject': 'Reset your GeoTender password',
  'notice.cognito.resetTitle': 'Reset your password',
  'notice.cognito.resetIntro': 'Follow the link to choose a new password.',
  'notice.cognito.resetAction': 'Reset my password',
  'notice.cognito.code': 'Or enter this code:',
  'notice.cognito.ignore': 'If you did not ask for this, ignore this e-mail.',
} as const;
