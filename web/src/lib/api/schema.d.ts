/**
 * The HTTP API's types, generated from the route table's OpenAPI document (lambdas/api/openapi.ts) by
 * `npm run api:types`. Do not edit: change the route table or its schemas and generate again.
 */

export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s profile, role and approval
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        get: operations["me-get"];
        put?: never;
        post?: never;
        /**
         * Erase the caller’s account: sign-in removed, personal data deleted or replaced by ‘Deleted user’
         * @description Roles: geodesist, tenderPoster. Open to geodesists awaiting approval.
         */
        delete: operations["me-erase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the language you read GeoTender in (en or et; any other code is English)
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        put: operations["me-language-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the caller’s own profile
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        put: operations["me-profile-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Presigned POSTs for files to attach (posters) or deliver (contractors)
         * @description Roles: tenderPoster, geodesist.
         */
        post: operations["uploads-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an uploaded file now (size, type, leading bytes); a failing file is deleted
         * @description Roles: tenderPoster, geodesist.
         */
        post: operations["uploads-verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenders: open ones, the caller’s own, or all (admin)
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tenders-list"];
        put?: never;
        /**
         * Create a tender from verified uploads
         * @description Roles: tenderPoster.
         */
        post: operations["tenders-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open tenders whose site lies in a map’s visible area (geodesists, admins), nearest first with `near`
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tenders-map"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tender with its attachments; counts a view
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tenders-get"];
        put?: never;
        post?: never;
        /**
         * Delete an Open tender of one’s own with its attachments, bids and files
         * @description Roles: tenderPoster.
         */
        delete: operations["tenders-delete"];
        options?: never;
        head?: never;
        /**
         * Edit an Open tender of one’s own: fields, removed and added attachments
         * @description Roles: tenderPoster.
         */
        patch: operations["tenders-update"];
        trace?: never;
    };
    "/tenders/{tenderId}/attachments/{attachmentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A 60-second signed link to download or preview an attachment
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["attachments-download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own bid on a tender, or null
         * @description Roles: geodesist.
         */
        get: operations["bids-mine-get"];
        /**
         * Place or update the caller’s one bid on an Open tender before its deadline
         * @description Roles: geodesist.
         */
        put: operations["bids-place"];
        post?: never;
        /**
         * Withdraw the caller’s Pending bid while the tender is Open
         * @description Roles: geodesist.
         */
        delete: operations["bids-withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tender’s bids, newest first; anonymous to the poster while Open
         * @description Roles: tenderPoster, admin.
         */
        get: operations["bids-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/bids/{bidId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept one bid: the tender goes In Progress, every other bid is Rejected
         * @description Roles: tenderPoster.
         */
        post: operations["bids-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/bids/mine/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the caller’s Pending bid after the tender was amended: it now answers the current version
         * @description Roles: geodesist.
         */
        post: operations["bids-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tender’s deliveries with their files, oldest first (poster, contractor, admins)
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["deliveries-list"];
        put?: never;
        /**
         * The contractor submits deliverables from verified uploads
         * @description Roles: geodesist.
         */
        post: operations["deliveries-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/deliveries/{deliveryId}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a Submitted delivery to the contractor with a comment
         * @description Roles: tenderPoster.
         */
        post: operations["deliveries-request-changes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/deliveries/{deliveryId}/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A 60-second signed link to download or preview a deliverable
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["delivery-files-download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the deliverables: every delivery Accepted, the tender Completed
         * @description Roles: tenderPoster.
         */
        post: operations["tenders-complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tender’s history, newest first: every state change and action with its time and the actor’s role
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tender-history-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/ocds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tender as open data: an OCDS 1.1 release package with the release of its current state (sealed bids stay sealed while Open)
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tender-ocds-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ocds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open data of every tender, newest first, a page at a time: the OCDS 1.1 release package of the page (null when it has no release) and the cursor of the next
         * @description Roles: admin.
         */
        get: operations["admin-ocds-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tender’s versions, newest first: each amendment’s reason, time, changed fields and what the tender then said
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tender-versions-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a tender with a reason (its poster before any delivery, an admin before completion); its bids become Cancelled and their bidders are told
         * @description Roles: tenderPoster, admin.
         */
        post: operations["tender-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cancelled tender’s cancellation: reason, explanation, the canceller’s role, when, and a 60-second link to its document
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["tender-cancellation-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tender’s questions and the poster’s answers, newest first; the asker’s name for admins only
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["questions-list"];
        put?: never;
        /**
         * Ask the poster a question about an Open tender, until its question deadline (approved geodesists)
         * @description Roles: geodesist.
         */
        post: operations["questions-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/questions/{questionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a question about your Open tender, once, optionally with a staged file
         * @description Roles: tenderPoster.
         */
        post: operations["questions-answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/questions/{questionId}/answer/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link (60 s) to the file of an answer
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["answer-file-download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own public profile, as those who may open it see it
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["profiles-me-get"];
        /**
         * Set the qualifications you state; geodesists only (the areas you work in are your service areas)
         * @description Roles: geodesist.
         */
        put: operations["profiles-me-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/me/service-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your service areas and saved searches: where you work and which new tenders you are told of (none: all of Estonia)
         * @description Roles: geodesist.
         */
        get: operations["service-areas-get"];
        /**
         * Replace your service areas (at most 10 polygons or points with a radius in km, inside Estonia) and saved searches (at most 10)
         * @description Roles: geodesist.
         */
        put: operations["service-areas-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Open tenders whose site lies in one of your service areas (Matches my areas), soonest deadline first; with no area, every Open tender with a site
         * @description Roles: geodesist.
         */
        get: operations["tenders-matching"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person’s public profile: admins always; the other side of a tender past Open named by tenderId (its poster, contractor, or, for the poster, a bidder)
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["profiles-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/bids/{bidId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The anonymous summary of the geodesist behind a bid (completed projects, rating average and count), for the tender’s poster, also while bids are sealed
         * @description Roles: tenderPoster, admin.
         */
        get: operations["bidder-summary-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A completed tender’s ratings for its poster, contractor and admins: your own always, the other side’s once both rated or 14 days passed
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["ratings-list"];
        put?: never;
        /**
         * Rate the other side of a completed tender within 14 days: 1 to 5 stars per criterion and a short text, once; blind until both rated
         * @description Roles: geodesist, tenderPoster.
         */
        post: operations["ratings-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/ratings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your rating of a tender until it is revealed
         * @description Roles: geodesist, tenderPoster.
         */
        put: operations["ratings-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/ratings/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply once to the revealed rating of you on this tender
         * @description Roles: geodesist, tenderPoster.
         */
        post: operations["ratings-reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/ratings/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a revealed rating (the one written by side) that breaks the rules, with a reason: it leaves the summary, its author is told, the history shows it
         * @description Roles: admin.
         */
        post: operations["ratings-hide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{userId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The revealed ratings a person received, newest first, with replies (whoever may open their profile)
         * @description Roles: geodesist, tenderPoster, admin.
         */
        get: operations["profile-ratings-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users awaiting approval, oldest first
         * @description Roles: admin.
         */
        get: operations["admin-approvals-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a user
         * @description Roles: admin.
         */
        post: operations["admin-approval-decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first, 10 a page, without pending ones: search over e-mail, name and company; role filter
         * @description Roles: admin.
         */
        get: operations["admin-users-list"];
        put?: never;
        /**
         * Add a user who can sign in at once with the given password (approved)
         * @description Roles: admin.
         */
        post: operations["admin-users-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user (not an admin): Cognito user, profile, preferences, connections
         * @description Roles: admin.
         */
        delete: operations["admin-users-delete"];
        options?: never;
        head?: never;
        /**
         * Edit a user’s profile and role (not an admin’s role)
         * @description Roles: admin.
         */
        patch: operations["admin-users-update"];
        trace?: never;
    };
    "/admin/users/{userId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What admins did to a user, newest first
         * @description Roles: admin.
         */
        get: operations["admin-user-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live counts for the Analytics card: users by role and approval, tenders by status, bids, deliveries
         * @description Roles: admin.
         */
        get: operations["admin-stats-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the e-mail path works: SES sending status (the local mailbox locally); 503 when not
         * @description Roles: admin.
         */
        get: operations["admin-email-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a test e-mail to an address
         * @description Roles: admin.
         */
        post: operations["admin-email-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the caller a test notification in the app and by e-mail (preferences bypassed)
         * @description Roles: admin.
         */
        post: operations["admin-notification-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What waits in each dead-letter queue: the count, and by kind the oldest message’s age and the first error (no message bodies)
         * @description Roles: admin.
         */
        get: operations["admin-dead-letters-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dead-letters/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move every message of a dead-letter queue back to its work queue to be tried again
         * @description Roles: admin.
         */
        post: operations["admin-dead-letters-retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s newest notifications and the unread count
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        get: operations["notifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the caller’s notifications read: some by id, or all
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        post: operations["notifications-read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{notificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the caller’s notifications
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        delete: operations["notifications-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notification preferences and the kinds their role is offered
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        get: operations["notification-preferences-get"];
        /**
         * Save the caller’s notification preferences
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        put: operations["notification-preferences-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): turn off the e-mails of the kind the signed token names, without signing in
         * @description Public.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the GeoTender team: stored and e-mailed to the admins
         * @description Public.
         */
        post: operations["contact-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s newest data export: its state and, when ready, a short-lived download link (and one of a file of an export, when asked)
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        get: operations["data-export-get"];
        put?: never;
        /**
         * Ask for a download of everything the platform holds about the caller (prepared by a worker)
         * @description Roles: geodesist, tenderPoster, admin. Open to geodesists awaiting approval.
         */
        post: operations["data-export-request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of an awarded tender’s messages, newest first (cursor: older ones), with the thread’s state: writable, the caller’s unread count, read receipts
         * @description Roles: tenderPoster, geodesist, admin.
         */
        get: operations["messages-list"];
        put?: never;
        /**
         * Post to an In Progress tender’s thread (its poster and contractor; admins as GeoTender support, text only): text and/or staged files
         * @description Roles: tenderPoster, geodesist, admin.
         */
        post: operations["messages-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the thread read up to its newest message (read receipts, unread count to 0); a no-op for admins
         * @description Roles: tenderPoster, geodesist, admin.
         */
        post: operations["messages-read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/messages/{messageId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide a message that breaks the rules, with a reason: the parties read the reason in its place, the author is told, the history shows it
         * @description Roles: admin.
         */
        post: operations["messages-hide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenders/{tenderId}/messages/{messageId}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link (60 s) to a file of a message
         * @description Roles: tenderPoster, geodesist, admin.
         */
        get: operations["message-file-download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            message: string;
            fieldErrors?: {
                [key: string]: string[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "me-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            userId: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            company: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            role: "geodesist" | "tenderPoster" | "admin";
                            /** @enum {string} */
                            approvalStatus: "pending" | "approved" | "rejected";
                            createdAt: string;
                            disabledAt?: string;
                            erasingAt?: string;
                            /** @enum {string} */
                            language?: "en" | "et";
                        };
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        isApproved: boolean;
                        refreshSession?: boolean;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me-erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @constant */
                        status: "erasing";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me-language-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "et";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "me-profile-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    company?: string | null;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        company: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        /** @enum {string} */
                        approvalStatus: "pending" | "approved" | "rejected";
                        createdAt: string;
                        disabledAt?: string;
                        erasingAt?: string;
                        /** @enum {string} */
                        language?: "en" | "et";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "uploads-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default attachment
                     * @enum {string}
                     */
                    purpose?: "attachment" | "deliverable";
                    tenderId?: string;
                    files: {
                        name: string;
                        size: number;
                        /** @default  */
                        contentType?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploads: {
                            key: string;
                            filename: string;
                            url: string;
                            fields: {
                                [key: string]: string;
                            };
                            maxBytes: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "uploads-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /**
                     * @default attachment
                     * @enum {string}
                     */
                    purpose?: "attachment" | "deliverable";
                    tenderId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        filename: string;
                        size: number;
                        contentType: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-list": {
        parameters: {
            query?: {
                scope?: "open" | "mine" | "bids" | "contracts" | "history" | "all";
                status?: string;
                sort?: "newest" | "oldest" | "expiringSoon" | "priceHigh" | "priceLow";
                search?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    reference?: string | null;
                    requirements?: string | null;
                    location?: string | null;
                    budgetCents?: number;
                    expiryDate: string;
                    questionDeadline?: string | null;
                    attachments: string[];
                    site?: {
                        /** @enum {string} */
                        type: "Point" | "Polygon" | "MultiPolygon";
                        coordinates: unknown[];
                        bbox?: number[];
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tender: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                            reference: string | null;
                            requirements: string | null;
                            creatorId: string | null;
                            contractorId: string | null;
                            location: string;
                            budgetCents: number;
                            viewCount: number;
                            updatedAt: string;
                            attachments: {
                                attachmentId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            contact: {
                                postedBy: string | null;
                                contactPerson: string | null;
                                contactEmail: string | null;
                                contactPhone: string | null;
                            } | null;
                            postedBy: string | null;
                            acceptedBid: {
                                bidId: string;
                                bidderId: string;
                                bidderName: string;
                                amountCents: number;
                                comment: string | null;
                                acceptedAt: string;
                            } | null;
                            deliveryCount: number;
                            completedAt: string | null;
                            site: {
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: [
                                        number,
                                        number
                                    ];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @constant */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                                centroid: [
                                    number,
                                    number
                                ];
                                lest97: [
                                    number,
                                    number
                                ];
                                areaM2: number | null;
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | null;
                            version: number;
                            editIsAmendment: boolean;
                            questionDeadline?: string;
                            questionCount?: number;
                        };
                        rejected: {
                            filename: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-map": {
        parameters: {
            query: {
                bbox: string;
                search?: string;
                near?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tenderId: string;
                            title: string;
                            location: string;
                            budgetCents: number;
                            expiryDate: string;
                            lon: number;
                            lat: number;
                            areaM2: number | null;
                            distanceMeters?: number;
                            hasBid?: boolean;
                        }[];
                        truncated: boolean;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenderId: string;
                        title: string;
                        projectCode: string;
                        description: string;
                        expiryDate: string;
                        /** @enum {string} */
                        status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                        attachmentsCount: number;
                        bidCount: number;
                        createdAt: string;
                        hasBid: boolean;
                        bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                        bidAmountCents: number | null;
                        siteLon?: number;
                        siteLat?: number;
                        reference: string | null;
                        requirements: string | null;
                        creatorId: string | null;
                        contractorId: string | null;
                        location: string;
                        budgetCents: number;
                        viewCount: number;
                        updatedAt: string;
                        attachments: {
                            attachmentId: string;
                            filename: string;
                            contentType: string;
                            size: number;
                            createdAt: string;
                        }[];
                        contact: {
                            postedBy: string | null;
                            contactPerson: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                        } | null;
                        postedBy: string | null;
                        acceptedBid: {
                            bidId: string;
                            bidderId: string;
                            bidderName: string;
                            amountCents: number;
                            comment: string | null;
                            acceptedAt: string;
                        } | null;
                        deliveryCount: number;
                        completedAt: string | null;
                        site: {
                            geometry: {
                                /** @constant */
                                type: "Point";
                                coordinates: [
                                    number,
                                    number
                                ];
                            } | {
                                /** @constant */
                                type: "Polygon";
                                coordinates: [
                                    number,
                                    number
                                ][][];
                            } | {
                                /** @constant */
                                type: "MultiPolygon";
                                coordinates: [
                                    number,
                                    number
                                ][][][];
                            };
                            centroid: [
                                number,
                                number
                            ];
                            lest97: [
                                number,
                                number
                            ];
                            areaM2: number | null;
                            bbox: [
                                number,
                                number,
                                number,
                                number
                            ];
                        } | null;
                        version: number;
                        editIsAmendment: boolean;
                        questionDeadline?: string;
                        questionCount?: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenderId: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    reference?: string | null;
                    requirements?: string | null;
                    location?: string | null;
                    budgetCents?: number;
                    expiryDate?: string;
                    questionDeadline?: string | null;
                    /** @default [] */
                    removeAttachmentIds?: string[];
                    /** @default [] */
                    addAttachments?: string[];
                    site?: {
                        /** @enum {string} */
                        type: "Point" | "Polygon" | "MultiPolygon";
                        coordinates: unknown[];
                        bbox?: number[];
                    } | null;
                    reason?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tender: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                            reference: string | null;
                            requirements: string | null;
                            creatorId: string | null;
                            contractorId: string | null;
                            location: string;
                            budgetCents: number;
                            viewCount: number;
                            updatedAt: string;
                            attachments: {
                                attachmentId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            contact: {
                                postedBy: string | null;
                                contactPerson: string | null;
                                contactEmail: string | null;
                                contactPhone: string | null;
                            } | null;
                            postedBy: string | null;
                            acceptedBid: {
                                bidId: string;
                                bidderId: string;
                                bidderName: string;
                                amountCents: number;
                                comment: string | null;
                                acceptedAt: string;
                            } | null;
                            deliveryCount: number;
                            completedAt: string | null;
                            site: {
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: [
                                        number,
                                        number
                                    ];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @constant */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                                centroid: [
                                    number,
                                    number
                                ];
                                lest97: [
                                    number,
                                    number
                                ];
                                areaM2: number | null;
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | null;
                            version: number;
                            editIsAmendment: boolean;
                            questionDeadline?: string;
                            questionCount?: number;
                        };
                        rejected: {
                            filename: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "attachments-download": {
        parameters: {
            query?: {
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                tenderId: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-mine-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: {
                            bidId: string;
                            tenderId: string;
                            amountCents: number;
                            comment: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected" | "Cancelled";
                            createdAt: string;
                            updatedAt: string;
                            needsConfirmation: boolean;
                        } | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-place": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    comment?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: {
                            bidId: string;
                            tenderId: string;
                            amountCents: number;
                            comment: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected" | "Cancelled";
                            createdAt: string;
                            updatedAt: string;
                            needsConfirmation: boolean;
                        };
                        created: boolean;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenderId: string;
                        /** @constant */
                        withdrawn: true;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-list": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            bidId: string;
                            label: string;
                            anonymized: boolean;
                            bidderId: string | null;
                            bidderName: string | null;
                            bidderCompany: string | null;
                            amountCents: number;
                            comment: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected" | "Cancelled";
                            isContractor: boolean;
                            createdAt: string;
                            updatedAt: string;
                            predatesAmendment: boolean;
                        }[];
                        nextCursor: string | null;
                        anonymized: boolean;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
                bidId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tender: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                            reference: string | null;
                            requirements: string | null;
                            creatorId: string | null;
                            contractorId: string | null;
                            location: string;
                            budgetCents: number;
                            viewCount: number;
                            updatedAt: string;
                            attachments: {
                                attachmentId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            contact: {
                                postedBy: string | null;
                                contactPerson: string | null;
                                contactEmail: string | null;
                                contactPhone: string | null;
                            } | null;
                            postedBy: string | null;
                            acceptedBid: {
                                bidId: string;
                                bidderId: string;
                                bidderName: string;
                                amountCents: number;
                                comment: string | null;
                                acceptedAt: string;
                            } | null;
                            deliveryCount: number;
                            completedAt: string | null;
                            site: {
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: [
                                        number,
                                        number
                                    ];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @constant */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                                centroid: [
                                    number,
                                    number
                                ];
                                lest97: [
                                    number,
                                    number
                                ];
                                areaM2: number | null;
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | null;
                            version: number;
                            editIsAmendment: boolean;
                            questionDeadline?: string;
                            questionCount?: number;
                        };
                        bid: {
                            bidId: string;
                            label: string;
                            anonymized: boolean;
                            bidderId: string | null;
                            bidderName: string | null;
                            bidderCompany: string | null;
                            amountCents: number;
                            comment: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected" | "Cancelled";
                            isContractor: boolean;
                            createdAt: string;
                            updatedAt: string;
                            predatesAmendment: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bids-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: {
                            bidId: string;
                            tenderId: string;
                            amountCents: number;
                            comment: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Accepted" | "Rejected" | "Cancelled";
                            createdAt: string;
                            updatedAt: string;
                            needsConfirmation: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            deliveryId: string;
                            tenderId: string;
                            geodesistId: string;
                            geodesistName: string;
                            notes: string | null;
                            /** @enum {string} */
                            status: "Submitted" | "Changes Requested" | "Accepted";
                            changeRequest: {
                                comment: string;
                                requestedAt: string;
                            } | null;
                            submittedAt: string;
                            files: {
                                fileId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                                check: {
                                    /** @enum {string} */
                                    status: "pending" | "green" | "amber" | "red" | "unreadable";
                                    lines: {
                                        /** @enum {string} */
                                        check: "format" | "crs" | "axes" | "extent" | "counts" | "geometry" | "pointCloud";
                                        /** @enum {string} */
                                        level: "green" | "amber" | "red";
                                        text: string;
                                        at?: [
                                            number,
                                            number
                                        ];
                                    }[];
                                } | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: string[];
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            deliveryId: string;
                            tenderId: string;
                            geodesistId: string;
                            geodesistName: string;
                            notes: string | null;
                            /** @enum {string} */
                            status: "Submitted" | "Changes Requested" | "Accepted";
                            changeRequest: {
                                comment: string;
                                requestedAt: string;
                            } | null;
                            submittedAt: string;
                            files: {
                                fileId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                                check: {
                                    /** @enum {string} */
                                    status: "pending" | "green" | "amber" | "red" | "unreadable";
                                    lines: {
                                        /** @enum {string} */
                                        check: "format" | "crs" | "axes" | "extent" | "counts" | "geometry" | "pointCloud";
                                        /** @enum {string} */
                                        level: "green" | "amber" | "red";
                                        text: string;
                                        at?: [
                                            number,
                                            number
                                        ];
                                    }[];
                                } | null;
                            }[];
                        };
                        rejected: {
                            filename: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deliveries-request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryId: string;
                        tenderId: string;
                        geodesistId: string;
                        geodesistName: string;
                        notes: string | null;
                        /** @enum {string} */
                        status: "Submitted" | "Changes Requested" | "Accepted";
                        changeRequest: {
                            comment: string;
                            requestedAt: string;
                        } | null;
                        submittedAt: string;
                        files: {
                            fileId: string;
                            filename: string;
                            contentType: string;
                            size: number;
                            createdAt: string;
                            check: {
                                /** @enum {string} */
                                status: "pending" | "green" | "amber" | "red" | "unreadable";
                                lines: {
                                    /** @enum {string} */
                                    check: "format" | "crs" | "axes" | "extent" | "counts" | "geometry" | "pointCloud";
                                    /** @enum {string} */
                                    level: "green" | "amber" | "red";
                                    text: string;
                                    at?: [
                                        number,
                                        number
                                    ];
                                }[];
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "delivery-files-download": {
        parameters: {
            query?: {
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                tenderId: string;
                deliveryId: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tender: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                            reference: string | null;
                            requirements: string | null;
                            creatorId: string | null;
                            contractorId: string | null;
                            location: string;
                            budgetCents: number;
                            viewCount: number;
                            updatedAt: string;
                            attachments: {
                                attachmentId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                                createdAt: string;
                            }[];
                            contact: {
                                postedBy: string | null;
                                contactPerson: string | null;
                                contactEmail: string | null;
                                contactPhone: string | null;
                            } | null;
                            postedBy: string | null;
                            acceptedBid: {
                                bidId: string;
                                bidderId: string;
                                bidderName: string;
                                amountCents: number;
                                comment: string | null;
                                acceptedAt: string;
                            } | null;
                            deliveryCount: number;
                            completedAt: string | null;
                            site: {
                                geometry: {
                                    /** @constant */
                                    type: "Point";
                                    coordinates: [
                                        number,
                                        number
                                    ];
                                } | {
                                    /** @constant */
                                    type: "Polygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][];
                                } | {
                                    /** @constant */
                                    type: "MultiPolygon";
                                    coordinates: [
                                        number,
                                        number
                                    ][][][];
                                };
                                centroid: [
                                    number,
                                    number
                                ];
                                lest97: [
                                    number,
                                    number
                                ];
                                areaM2: number | null;
                                bbox: [
                                    number,
                                    number,
                                    number,
                                    number
                                ];
                            } | null;
                            version: number;
                            editIsAmendment: boolean;
                            questionDeadline?: string;
                            questionCount?: number;
                        };
                        bidCents: number;
                        feeCents: number;
                        totalCents: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tender-history-list": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            entryId: string;
                            at: string;
                            /** @enum {string} */
                            kind: "published" | "edited" | "amended" | "question_asked" | "question_answered" | "bid_received" | "deadline_moved" | "awarded" | "delivered" | "changes_requested" | "completed" | "cancelled" | "bid_withdrawn" | "message_hidden" | "rating_hidden";
                            /** @enum {string} */
                            actorRole: "geodesist" | "tenderPoster" | "admin" | "system";
                            actorName: string | null;
                            details: {
                                [key: string]: string | number;
                            };
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tender-ocds-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uri: string;
                        /** @constant */
                        version: "1.1";
                        publishedDate: string;
                        publisher: {
                            name: string;
                        };
                        extensions: string[];
                        releases: ({
                            ocid: string;
                            id: string;
                            date: string;
                            tag: string[];
                            tender: {
                                id: string;
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-ocds-export": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        package: ({
                            uri: string;
                            /** @constant */
                            version: "1.1";
                            publishedDate: string;
                            publisher: {
                                name: string;
                            };
                            extensions: string[];
                            releases: ({
                                ocid: string;
                                id: string;
                                date: string;
                                tag: string[];
                                tender: {
                                    id: string;
                                    status: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tender-versions-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            version: number;
                            at: string;
                            reason: string | null;
                            changed: ("title" | "description" | "requirements" | "reference" | "location" | "budgetCents" | "expiryDate" | "site" | "attachments")[];
                            deadlineMoved: boolean;
                            snapshot: {
                                title: string;
                                description: string;
                                requirements: string | null;
                                reference: string | null;
                                location: string;
                                budgetCents: number;
                                expiryDate: string;
                                site: {
                                    /** @enum {string} */
                                    type: "Point" | "Polygon" | "MultiPolygon";
                                    centroid: [
                                        number,
                                        number
                                    ];
                                    areaM2: number | null;
                                } | null;
                                attachments: {
                                    attachmentId: string;
                                    filename: string;
                                    size: number;
                                }[];
                            };
                        }[];
                        current: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tender-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "no_longer_needed" | "budget_withdrawn" | "requirements_changed" | "no_suitable_bids" | "other";
                    text?: string | null;
                    document?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenderId: string;
                        /** @enum {string} */
                        reason: "no_longer_needed" | "budget_withdrawn" | "requirements_changed" | "no_suitable_bids" | "other";
                        reasonLabel: string;
                        text: string | null;
                        /** @enum {string} */
                        cancelledByRole: "geodesist" | "tenderPoster" | "admin";
                        cancelledAt: string;
                        document: {
                            filename: string;
                            contentType: string;
                            size: number;
                            url: string;
                            expiresInSeconds: number;
                        } | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tender-cancellation-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenderId: string;
                        /** @enum {string} */
                        reason: "no_longer_needed" | "budget_withdrawn" | "requirements_changed" | "no_suitable_bids" | "other";
                        reasonLabel: string;
                        text: string | null;
                        /** @enum {string} */
                        cancelledByRole: "geodesist" | "tenderPoster" | "admin";
                        cancelledAt: string;
                        document: {
                            filename: string;
                            contentType: string;
                            size: number;
                            url: string;
                            expiresInSeconds: number;
                        } | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "questions-list": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            questionId: string;
                            text: string;
                            askedAt: string;
                            askerName: string | null;
                            answer: {
                                text: string;
                                answeredAt: string;
                                file: {
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                } | null;
                            } | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "questions-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        question: {
                            questionId: string;
                            text: string;
                            askedAt: string;
                            askerName: string | null;
                            answer: {
                                text: string;
                                answeredAt: string;
                                file: {
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "questions-answer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        question: {
                            questionId: string;
                            text: string;
                            askedAt: string;
                            askerName: string | null;
                            answer: {
                                text: string;
                                answeredAt: string;
                                file: {
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "answer-file-download": {
        parameters: {
            query?: {
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                tenderId: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "profiles-me-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        name: string;
                        company: string | null;
                        qualifications: {
                            field: string;
                            licenceNumber: string;
                        }[];
                        areas: Record<string, never>[];
                        completedProjects: number;
                        ratings: {
                            count: number;
                            average: number | null;
                            criteria: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                average: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "profiles-me-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    qualifications: {
                        field: string;
                        licenceNumber: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        name: string;
                        company: string | null;
                        qualifications: {
                            field: string;
                            licenceNumber: string;
                        }[];
                        areas: Record<string, never>[];
                        completedProjects: number;
                        ratings: {
                            count: number;
                            average: number | null;
                            criteria: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                average: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "service-areas-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        areas: unknown[];
                        searches: {
                            words: string;
                            budgetFloorCents?: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "service-areas-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    areas: {
                        /** @enum {string} */
                        type: "Polygon" | "MultiPolygon" | "Circle";
                        coordinates?: unknown[];
                        center?: number[];
                        radiusKm?: number;
                    }[];
                    searches: {
                        words: string;
                        budgetFloorCents?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        areas: unknown[];
                        searches: {
                            words: string;
                            budgetFloorCents?: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tenders-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tenderId: string;
                            title: string;
                            projectCode: string;
                            description: string;
                            expiryDate: string;
                            /** @enum {string} */
                            status: "Open" | "In Progress" | "Completed" | "Finished" | "Cancelled";
                            attachmentsCount: number;
                            bidCount: number;
                            createdAt: string;
                            hasBid: boolean;
                            bidStatus: ("Pending" | "Accepted" | "Rejected" | "Cancelled") | null;
                            bidAmountCents: number | null;
                            siteLon?: number;
                            siteLat?: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "profiles-get": {
        parameters: {
            query?: {
                tenderId?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        name: string;
                        company: string | null;
                        qualifications: {
                            field: string;
                            licenceNumber: string;
                        }[];
                        areas: Record<string, never>[];
                        completedProjects: number;
                        ratings: {
                            count: number;
                            average: number | null;
                            criteria: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                average: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bidder-summary-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
                bidId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedProjects: number;
                        ratings: {
                            count: number;
                            average: number | null;
                            criteria: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                average: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ratings-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mySide: ("poster" | "contractor") | null;
                        completedAt: string | null;
                        revealDue: string | null;
                        revealed: boolean;
                        canRate: boolean;
                        ratings: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ratings-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: {
                        quality?: number;
                        schedule?: number;
                        communication?: number;
                        clarity?: number;
                        responsiveness?: number;
                        fairness?: number;
                    };
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ratings-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: {
                        quality?: number;
                        schedule?: number;
                        communication?: number;
                        clarity?: number;
                        responsiveness?: number;
                        fairness?: number;
                    };
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ratings-reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "ratings-hide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    side: "poster" | "contractor";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rating: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "profile-ratings-list": {
        parameters: {
            query?: {
                cursor?: string;
                tenderId?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tenderId: string;
                            tenderTitle: string;
                            /** @enum {string} */
                            side: "poster" | "contractor";
                            authorName: string;
                            stars: {
                                /** @enum {string} */
                                criterion: "quality" | "schedule" | "communication" | "clarity" | "responsiveness" | "fairness";
                                stars: number;
                            }[] | null;
                            text: string;
                            submittedAt: string;
                            revealed: boolean;
                            hidden: boolean;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-approvals-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            userId: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            company: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            role: "geodesist" | "tenderPoster" | "admin";
                            /** @enum {string} */
                            approvalStatus: "pending" | "approved" | "rejected";
                            createdAt: string;
                            disabledAt?: string;
                            erasingAt?: string;
                            /** @enum {string} */
                            language?: "en" | "et";
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-approval-decide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        company: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        /** @enum {string} */
                        approvalStatus: "pending" | "approved" | "rejected";
                        createdAt: string;
                        disabledAt?: string;
                        erasingAt?: string;
                        /** @enum {string} */
                        language?: "en" | "et";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-users-list": {
        parameters: {
            query?: {
                search?: string;
                role?: "geodesist" | "tenderPoster" | "admin";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            userId: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            company: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            role: "geodesist" | "tenderPoster" | "admin";
                            /** @enum {string} */
                            approvalStatus: "pending" | "approved" | "rejected";
                            createdAt: string;
                            disabledAt?: string;
                            erasingAt?: string;
                            /** @enum {string} */
                            language?: "en" | "et";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-users-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName?: string;
                    /** Format: email */
                    email: string;
                    password: string & (unknown & unknown & unknown);
                    /** @enum {string} */
                    role: "geodesist" | "tenderPoster" | "admin";
                    company?: string | null;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        company: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        /** @enum {string} */
                        approvalStatus: "pending" | "approved" | "rejected";
                        createdAt: string;
                        disabledAt?: string;
                        erasingAt?: string;
                        /** @enum {string} */
                        language?: "en" | "et";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-users-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-users-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName?: string;
                    company?: string | null;
                    phone?: string | null;
                    /** @enum {string} */
                    role?: "geodesist" | "tenderPoster" | "admin";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        company: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "geodesist" | "tenderPoster" | "admin";
                        /** @enum {string} */
                        approvalStatus: "pending" | "approved" | "rejected";
                        createdAt: string;
                        disabledAt?: string;
                        erasingAt?: string;
                        /** @enum {string} */
                        language?: "en" | "et";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-user-history": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            auditId: string;
                            at: string;
                            actorId: string;
                            actorName: string;
                            /** @enum {string} */
                            action: "add" | "edit" | "role_change" | "approve" | "reject" | "delete";
                            targetUserId: string;
                            targetName: string;
                            changes: {
                                field: string;
                                from: string | null;
                                to: string | null;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-stats-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            geodesist: number;
                            tenderPoster: number;
                            admin: number;
                            pending: number;
                            approved: number;
                            rejected: number;
                        };
                        tenders: {
                            Open: number;
                            "In Progress": number;
                            Completed: number;
                            Cancelled: number;
                        };
                        bids: number;
                        deliveries: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-email-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        online: boolean;
                        detail: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-email-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        queued: true;
                        to: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-notification-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        recorded: true;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-dead-letters-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queues: {
                            name: string;
                            count: number;
                            listed: number;
                            moving: boolean;
                            kinds: {
                                kind: string;
                                count: number;
                                oldestSentAt: string | null;
                                firstError: string | null;
                                firstFailedAt: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-dead-letters-retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    queue: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queue: string;
                        moved: number | null;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            notificationId: string;
                            /** @enum {string} */
                            type: "bid_received" | "delivery_submitted" | "payment_requested" | "bid_accepted" | "bid_rejected" | "payment_sent" | "tender_posted" | "deliverables_accepted" | "tender_deleted" | "admin_tender_posted" | "admin_bid_received" | "admin_tender_deleted" | "admin_delivery_submitted" | "admin_deliverables_accepted" | "admin_user_registered" | "system_notification" | "tender_amended" | "tender_cancelled" | "question_asked" | "question_answered" | "deadline_moved" | "delivery_review_reminder" | "message_hidden" | "messages_unread" | "rating_received" | "rating_replied" | "rating_hidden" | "deadline_near" | "question_deadline_near";
                            message: string;
                            referenceId: string | null;
                            referenceType: ("tender" | "user") | null;
                            isRead: boolean;
                            createdAt: string;
                        }[];
                        unreadCount: number;
                        messages: {
                            total: number;
                            tenders: {
                                tenderId: string;
                                title: string;
                                unread: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: string[];
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notificationId: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notification-preferences-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        preferences: {
                            /** @enum {string} */
                            new_tender: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_received: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_accepted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_rejected: "in_app" | "email" | "both";
                            /** @enum {string} */
                            delivery_submitted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            deliverables_accepted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            tender_deleted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            tender_amended: "in_app" | "email" | "both";
                            /** @enum {string} */
                            questions: "in_app" | "email" | "both";
                            /** @enum {string} */
                            reminders: "in_app" | "email" | "both";
                            /** @enum {string} */
                            messages: "in_app" | "email" | "both";
                            /** @enum {string} */
                            ratings: "in_app" | "email" | "both";
                        };
                        kinds: ("new_tender" | "bid_received" | "bid_accepted" | "bid_rejected" | "delivery_submitted" | "deliverables_accepted" | "tender_deleted" | "tender_amended" | "questions" | "reminders" | "messages" | "ratings")[];
                        /** @enum {string} */
                        newTenderEmail?: "instant" | "digest";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notification-preferences-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preferences: {
                        /** @enum {string} */
                        new_tender?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        bid_received?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        bid_accepted?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        bid_rejected?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        delivery_submitted?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        deliverables_accepted?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        tender_deleted?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        tender_amended?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        questions?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        reminders?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        messages?: "in_app" | "email" | "both";
                        /** @enum {string} */
                        ratings?: "in_app" | "email" | "both";
                    };
                    /** @enum {string} */
                    newTenderEmail?: "instant" | "digest";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        preferences: {
                            /** @enum {string} */
                            new_tender: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_received: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_accepted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            bid_rejected: "in_app" | "email" | "both";
                            /** @enum {string} */
                            delivery_submitted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            deliverables_accepted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            tender_deleted: "in_app" | "email" | "both";
                            /** @enum {string} */
                            tender_amended: "in_app" | "email" | "both";
                            /** @enum {string} */
                            questions: "in_app" | "email" | "both";
                            /** @enum {string} */
                            reminders: "in_app" | "email" | "both";
                            /** @enum {string} */
                            messages: "in_app" | "email" | "both";
                            /** @enum {string} */
                            ratings: "in_app" | "email" | "both";
                        };
                        kinds: ("new_tender" | "bid_received" | "bid_accepted" | "bid_rejected" | "delivery_submitted" | "deliverables_accepted" | "tender_deleted" | "tender_amended" | "questions" | "reminders" | "messages" | "ratings")[];
                        /** @enum {string} */
                        newTenderEmail?: "instant" | "digest";
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "new_tender";
                        changed: boolean;
                        message: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "contact-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messageId: string;
                        receivedAt: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "data-export-get": {
        parameters: {
            query?: {
                exportId?: string;
                file?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            exportId: string;
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string;
                            size: number | null;
                            downloadUrl: string | null;
                            linkExpiresAt: string | null;
                        } | null;
                        fileUrl?: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "data-export-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            exportId: string;
                            /** @enum {string} */
                            status: "preparing" | "ready" | "failed";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string;
                            size: number | null;
                            downloadUrl: string | null;
                            linkExpiresAt: string | null;
                        } | null;
                        fileUrl?: string;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-list": {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            messageId: string;
                            /** @enum {string} */
                            author: "poster" | "contractor" | "support";
                            authorName: string;
                            mine: boolean;
                            text: string | null;
                            files: {
                                fileId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                            }[];
                            postedAt: string;
                            hidden: {
                                reason: string;
                                hiddenAt: string;
                            } | null;
                        }[];
                        nextCursor: string | null;
                        thread: {
                            writable: boolean;
                            readOnlyReason: string | null;
                            side: ("poster" | "contractor") | null;
                            unread: number;
                            lastRead: {
                                poster: string | null;
                                contractor: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            messageId: string;
                            /** @enum {string} */
                            author: "poster" | "contractor" | "support";
                            authorName: string;
                            mine: boolean;
                            text: string | null;
                            files: {
                                fileId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                            }[];
                            postedAt: string;
                            hidden: {
                                reason: string;
                                hiddenAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    upTo: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-hide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenderId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            messageId: string;
                            /** @enum {string} */
                            author: "poster" | "contractor" | "support";
                            authorName: string;
                            mine: boolean;
                            text: string | null;
                            files: {
                                fileId: string;
                                filename: string;
                                contentType: string;
                                size: number;
                            }[];
                            postedAt: string;
                            hidden: {
                                reason: string;
                                hiddenAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The item changed at the same time; reload and try again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "message-file-download": {
        parameters: {
            query?: {
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                tenderId: string;
                messageId: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description Invalid input; `fieldErrors` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No or invalid token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong role, awaiting approval, or not the owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The service is busy (the table refused for load); send the same request again after Retry-After seconds */
            503: {
                headers: {
                    /** @description Seconds to wait before sending the request again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
