// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.
export type paths = {
    "/api/banners/open-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home board banners */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's settings as served now (designed by this contract)
         * @description The club's manifest file and look with the version they are; a publish names this version as its base. Staff only: without a token 401, a customer's token 403.
         */
        get: operations["getClubSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-settings/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every published version, newest first (designed by this contract) */
        get: operations["listClubSettingsVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-settings/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the club's logo or banner (designed by this contract)
         * @description multipart/form-data with one image in the part `file` (PNG, JPEG, WebP or GIF, recognised by its first bytes) and `kind` (logo or banner). The image is resized (a logo to at most 512 px, a banner to at most 1920 px wide), stored as WebP under the Uploads folder and its path answered, to be named in a draft's look; nothing is published by the upload itself.
         */
        post: operations["uploadClubImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-settings/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft of the club's settings (designed by this contract)
         * @description Checks the draft with the server's checker of club files; a mistake is a refusal (ok false) whose `problems` name each one's JSON path, and nothing changes. Accepted, it becomes version `baseVersion + 1`, written to the club's file (atomically) and served by every instance on its next page. A `baseVersion` that is not the current version answers 409: someone published meanwhile; reload, nothing is merged.
         */
        post: operations["publishClubSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-settings/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an earlier version again (designed by this contract)
         * @description Publishes version `version`'s document as a new version (`baseVersion + 1`), checked as a publish is. A stale `baseVersion` answers 409; an unknown `version` 404.
         */
        post: operations["rollBackClubSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/czconfigs/legal-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Legal texts (general conditions, waiver, privacy and cookie policies) */
        get: operations["getLegalSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/czconfigs/main-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site-wide settings
         * @description Loaded first by every page. A failure sends the browser to /404-page.html. The answer carries X-Storage-Version (compare with the stored one; a mismatch clears the session).
         */
        get: operations["getMainSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/czconfigs/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Header/home template (slider slides, welcome image, counters) */
        get: operations["getHeaderTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cztextblocks/get-with-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One blog post with its author
         * @description Answers the post object itself (no envelope).
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cztextblocks/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Text blocks of one type (home testimonials and team)
         * @description Answer shape designed by this contract (the spec says "rows"); up to 15 rows are shown.
         */
        get: operations["listTextBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cztextblocks/list-by-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog list page (search, sort, paging) */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cztextblocks/list-with-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent (or popular) blog posts with their authors
         * @description Header (count=2), home last posts (count=3), popular posts (count=2&popular=true).
         */
        get: operations["listRecentPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dynamicforms/form-def/{parentName}/{parentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Definition of the sign-up form of a parent (e.g. an activity) */
        get: operations["getDynamicFormDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dynamicforms/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a dynamic form (activity sign-up with partner, category, fields and files)
         * @description multipart/form-data. Field values go in parts named by index, `Fields[0].id`, `Fields[0].name`, `Fields[0].value`, `Fields[1].id`... (the `Fields` property below describes them as a list); files go in parts named `files` (images, pdf, docx, doc, txt, xlsx; several allowed). The answer is as for activity inscription: result items, with saleNumber when there is something to pay.
         */
        post: operations["saveDynamicForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fileuploads/open-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public files of a parent (site gallery, sponsors)
         * @description e.g. parentName=CZConfig&parentId=1&category=CzGallery (gallery, cached by the portal) or category=Sponsors.
         */
        get: operations["listOpenFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/netpay/callback/{id}/{transactionToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a NetPay return (query id and transaction_token) to the server
         * @description No request body. ok true goes to the success page, otherwise failure.
         */
        post: operations["netpayCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/paypal/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a PayPal order after the buyer authorised it
         * @description Answer designed by this contract (the spec shows none); ok true means paid (go to /cz/ok).
         */
        post: operations["paypalCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/popular-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Popular products (carousel section) */
        get: operations["listPopularProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/trending-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trending products (home section, first 4 shown)
         * @description Envelope designed by this contract (the spec says "list"), same as popular-products.
         */
        get: operations["listTrendingProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a coupon code to the cart
         * @description ok false (or no data) makes the portal show the server message or "Sorry, the code is not valid". Limited per address and per signed-in customer (429): codes cannot be guessed by trying them all.
         */
        post: operations["validatePromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicacademycustomers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's full record, with custom fields (account page, checkout mode)
         * @description Answers the customer object itself (no envelope).
         */
        get: operations["getAcademyCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicacademycustomers/put-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save my profile (PUT form of put-json)
         * @description Saves personal data, address and custom field values. A refusal answers ok false with errorMsg and, where it concerns fields, `errors` (field name to message) that the portal maps to the inputs. Changing the e-mail needs `currentPassword` (refused in `errors.currentPassword`; its checks are limited per customer, 429) and takes effect only once the link mailed to the new address is used: until then the saved profile keeps the old address and `pendingEmail` names the new one.
         */
        put: operations["updateCustomer"];
        /**
         * Save my profile (POST form of put-json)
         * @description Saves personal data, address and custom field values. A refusal answers ok false with errorMsg and, where it concerns fields, `errors` (field name to message) that the portal maps to the inputs. Changing the e-mail needs `currentPassword` (refused in `errors.currentPassword`; its checks are limited per customer, 429) and takes effect only once the link mailed to the new address is used: until then the saved profile keeps the old address and `pendingEmail` names the new one.
         */
        post: operations["saveCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicaccesscontrol/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My current access code (QR) for the facility
         * @description Only when the AccessControl setting is on. The portal refetches when validUntil passes.
         */
        get: operations["getAccessCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One activity (visitor view) */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/{id}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One activity for a logged-in customer (with alreadyIn) */
        get: operations["getActivityForCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories to choose from when signing up to an activity */
        get: operations["listActivityCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/inscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up to an activity (no form, partner or category needed)
         * @description A result item without saleNumber means done ("Sign Up Done"); items with saleNumber go to the cart, then /checkout. ok false shows errorMsg.
         */
        post: operations["signUpActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave an activity one is signed up to (designed by this contract)
         * @description Removes the caller's inscription (with its partner's). An inscription already paid for, or one whose activity has started, is refused with errorMsg: the club handles those.
         */
        post: operations["leaveActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activities (home section, first 4 shown) */
        get: operations["listActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicactivities/partner-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A partner named at an activity sign-up confirms it through the mailed link
         * @description The link's token is the proof (no login needed); it works once. Until confirmed, the partner is not in.
         */
        post: operations["confirmActivityPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/available-dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dates of a range on which a booking type still has a free slot (the booking page's date strip)
         * @description Designed by this contract, next to `getDateAvailability` (one resource on one date): the club days from `date` on, `days` of them (14 when absent, at most 62), on which at least one resource of the type has a slot with a free duration inside the type's anticipation window and not in the past. Days are the club's calendar days (its time zone). A slot shown only because of a block not bookable online does not count.
         */
        post: operations["listAvailableDates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/booking-template-info/{templateId}/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Floor map and participants of a booking by place (visual place choice)
         * @description Names and pictures of the participants as the map's allowSeeParticipants allows; their phones and e-mails only to a player of the booking (or a parent of one) or a customer who can join it, and only before it starts. A booking not open to joining answers 404 to anyone else. Limited per customer (429).
         */
        get: operations["getBookingTemplateInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/booking-types-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booking types (with concept Booking, Match, School or Event) */
        get: operations["listBookingTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/byplace-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joinable bookings by place on a date (matches, school, events)
         * @description bookingTypeId null or 0 means all types (the ALL button). The spec's call carries bookingTypeId, customerId and date; level, gender and concepts are the page's further filters (issue 13), each left out or null for all.
         */
        post: operations["listByPlaceBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/byplace-prebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-book a match created by place (byplace-prebook)
         * @description Creates the booking and its sales. serviceFree true means nothing to pay (go to /customer-bookings); otherwise model.sales go to the cart with cancel URL publicbookings/cancel/{bookingId}/{ownerId}. A refusal is ok false with errorMsg and, where fields are concerned, model as a field-error map; reason slotTaken when the slot was taken meanwhile, unpaidHolds or bookingLimit when a cap or a limit of the customer's refuses it. The scoped customer is `booking.customerId` (the owner). A customer holds at most the club's number of unpaid holds at once (clubs.max_unpaid_holds, 2 by default; a refusal says so); added players must have been found by this customer's look-up (publiccustomers/list) or be of the family. Pre-books and joins are limited per customer and per address (429).
         */
        post: operations["prebookMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a booking (join page, with the chosen team)
         * @description Adds the customer to the booking. serviceFree true means nothing to pay; otherwise model.sale is kept for the Pay button (cart then /checkout). Refusals include "You are already in" and "Max players reached", and the cap of unpaid holds per customer (as pre-books, reason unpaidHolds). Limited per customer and per address (429). The body is `{team}` on the join page and empty (`{}` or none) in popups.
         */
        post: operations["joinBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}/{placeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a booking by place on a chosen place (visual place map)
         * @description Adds the customer to the booking. serviceFree true means nothing to pay; otherwise model.sale is kept for the Pay button (cart then /checkout). Refusals include "You are already in" and "Max players reached", and the cap of unpaid holds per customer (as pre-books, reason unpaidHolds). Limited per customer and per address (429). The body is `{team}` on the join page and empty (`{}` or none) in popups.
         */
        post: operations["joinBookingAtPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/byplace/{resourceId}/level-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Level range for creating a match on a resource (create-match popup)
         * @description Answers the level range itself (no envelope). referenceCustomerLevel is the caller's level.
         */
        get: operations["getByPlaceLevelRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/calendar/booking-by-token/{bookingToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking as an iCalendar (.ics) file, by its public booking token (/booking/{bookingToken}) */
        get: operations["downloadBookingCalendarByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/calendar/booking/{bookingId}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking as an iCalendar (.ics) file, for one of its participants
         * @description The customer must own the booking or play in it (otherwise 404, as for an unknown booking). One VEVENT whose UID is stable, so importing the file again updates the same event; a cancelled or expired booking answers STATUS:CANCELLED.
         */
        get: operations["downloadBookingCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/calendar/feed-url/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's private calendar feed URL (made on first use)
         * @description Whoever holds the URL reads the customer's bookings (from 90 days ago on) as a live iCalendar feed (`getCalendarFeed`), for a calendar app's "subscribe by URL". The URL stays the same until it is replaced with `rotateCalendarFeedUrl`.
         */
        get: operations["getCalendarFeedUrl"];
        put?: never;
        /**
         * Replace the customer's calendar feed URL (revokes the old one)
         * @description The old URL answers 404 from now on; the answer holds the new one. No request body.
         */
        post: operations["rotateCalendarFeedUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/calendar/feed/{feedToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's private calendar feed (iCalendar), by its feed token
         * @description Public: the token is the credential. The customer's bookings from 90 days ago on, in the club's time zone; cancelled and expired ones carry STATUS:CANCELLED so subscribed calendars drop them. An unknown or replaced token answers 404.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/cancel/{bookingId}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking (my bookings; also the cancel URL of a cart booking sale)
         * @description ok false shows errorMsg (and stops a cart line removal); infoReturns lists the refunds.
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/customer-booking/{bookingToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public view of a booking by its shared token (/booking/{bookingToken}) */
        get: operations["getBookingByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/customer-bookings/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My bookings (next and past) */
        get: operations["getCustomerBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/date-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Availability of one booking-type resource on a date (resource-option popup)
         * @description `model` shape designed by this contract (the spec says only "ok, model"): the same resource list as the timetable, for the one resource. Which dates of a range still have a free slot (the booking page's date strip) is `listAvailableDates` (`POST /api/publicbookings/available-dates`).
         */
        post: operations["getDateAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booking page filters (booking types, anticipation window, cancel text) */
        get: operations["getBookingFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/filters/{bookingTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booking page filters for one booking type */
        get: operations["getBookingFiltersByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/info/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One booking with players, results and permissions (join and results pages)
         * @description With a token, allowJoin/allowPay and the players' debts are computed for the caller. A booking not open to joining answers 404 unless the caller plays in it (or is a parent of a player) or sends its public token (the link of /booking/{bookingToken}) as `bookingToken`.
         */
        get: operations["getBookingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/leave/{bookingId}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a joined place back (the cancel path of a joiner's cart line)
         * @description A player who joined (not the owner) leaves before the start while their share is unpaid; the place is free again (offered to the first player of the waitlist) and the unpaid sale is cancelled.
         */
        post: operations["leaveBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/levels/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My playing levels per sport and provider */
        get: operations["getCustomerLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/levels/{customerId}/provider/{provider}/link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                provider: components["schemas"]["LevelProvider"];
            };
            cookie?: never;
        };
        /** Address where the customer links an account of a level provider */
        get: operations["getLevelProviderLink"];
        put?: never;
        /** Link the provider account returned to /levels/link-to-provider/{provider}?user_id= */
        post: operations["linkLevelProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resources and time slots of a booking type on a date (timetable)
         * @description Visitors send no customerId (or 0/-1); a customer's id gives that customer's prices.
         */
        post: operations["listBookingAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/loadprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price of a slot for a duration
         * @description customerId -1 asks for the generic price (used for the shared-payment total with retention); a customer's id asks for that customer's price (a member pays the member price). Besides the caller and the family, the caller may ask the price of a customer the caller's look-up found (a player added to a shared booking).
         */
        post: operations["loadBookingPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/opening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's opening for one booking type (window, instants, state, the caller's request and result)
         * @description Anyone may read it; a signed-in caller also gets their request and, after the draw, their result. state closed: before the window; requesting: inside the window (ask with putBookingOpeningRequest); drawing: the opening instant has passed and the draw is not recorded yet (reading it runs the draw); open: drawn, or the type has no window, or the day is already bookable.
         */
        get: operations["getBookingOpening"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/opening/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ask for slots of a day in its opening window (replaces the caller's request)
         * @description Idempotent: sending it again replaces the one request of the caller for that type and day; the rank in the draw does not depend on when or how often it was sent. Refused with 409 outside the window (before it opens, or once the draw is made), with 400 for more choices than the type allows or a choice that is not a slot of that day, type and duration, with 404 for an unknown type.
         */
        put: operations["putBookingOpeningRequest"];
        post?: never;
        /** Withdraw the caller's request for a day (inside the window) */
        delete: operations["deleteBookingOpeningRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/prebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-book a booking (checkout mode Pay)
         * @description Creates the booking and its sales. serviceFree true means nothing to pay (go to /customer-bookings); otherwise model.sales go to the cart with cancel URL publicbookings/cancel/{bookingId}/{ownerId}. A refusal is ok false with errorMsg and, where fields are concerned, model as a field-error map; reason slotTaken when the slot was taken meanwhile, unpaidHolds or bookingLimit when a cap or a limit of the customer's refuses it. The scoped customer is `booking.customerId` (the owner). A customer holds at most the club's number of unpaid holds at once (clubs.max_unpaid_holds, 2 by default; a refusal says so); added players must have been found by this customer's look-up (publiccustomers/list) or be of the family. Pre-books and joins are limited per customer and per address (429).
         */
        post: operations["prebookBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/save-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the result of a past match (a player of the booking, once) */
        post: operations["saveBookingResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/update-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a player of a booking to another team
         * @description Answer designed by this contract (the spec shows none). `id` is the booking player's id (Player.id).
         */
        put: operations["updateBookingTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookings/waitlist/{customerId}/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's place in a booking's waitlist
         * @description status None (not in line), Waiting (position counts from 1) or Offered (a place is held until offerExpiresAt: join the booking before then). Brings the line up to date first: lapsed holds and offers pass to the next player.
         */
        get: operations["getWaitlistPlace"];
        put?: never;
        /**
         * Join the waitlist of a full booking
         * @description Refused while a place is free for the customer (join the booking instead), for a player, and twice.
         */
        post: operations["joinWaitlist"];
        /** Leave the waitlist (an offer held is passed to the next player) */
        delete: operations["leaveWaitlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicbookingtypes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look-up list of the club's booking types (Lookup form fields naming the `bookingtypes` controller)
         * @description The generic look-up `POST public{controller}/list` of dynamic-form Lookup fields (doc 2 §7), realised for the club's active booking types. Designed by this contract: the rows whose name contains the search text (all of them for a blank one), by the club's order, at most 20 per call whatever endRow says.
         */
        post: operations["lookupBookingTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccomms/customer-comms/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My emails and SMS */
        get: operations["getCustomerComms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccomms/customer-comms/emails/{id}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One email sent to me
         * @description Answers the email object itself (no envelope).
         */
        get: operations["getCustomerEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccomms/info-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Footer "Request More Info" form */
        post: operations["sendInfoRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomerperiodicsales/customer-fees/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My periodic fees grouped by periodic sale */
        get: operations["getCustomerFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomerperiodicsales/stop-periodicsale/{customerId}/{cpsId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a membership (stop a periodic sale) */
        post: operations["stopPeriodicSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer (with parent/children of the family account)
         * @description Answers the customer object itself (no envelope).
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate an account from the mailed activation token
         * @description ok false makes the portal show "Sorry your activation link is expired", unless `alreadyActive` is true: the link was used (or has expired) and its account is active by now, so the portal says so and offers the login.
         */
        post: operations["activateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/cauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password
         * @description Business refusals answer 200 with ok false: an empty errorMsg makes the portal show "Invalid Email or Password"; `redirect: true` with an errorMsg makes it open the reset-password mode. `externalToken` (the account-link page's token query) links the account to a mobile app. The login name is the email, but it is not validated as an email here: the portal itself tells users whose login has no at-sign that the phone number can no longer be used.
         */
        post: operations["loginCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address from the link mailed to it
         * @description Designed by this contract (the spec has no e-mail confirmation): a profile save that changes the e-mail mails a confirmation link (`/customer/confirm-email/{token}`) to the new address, and the account takes the new address only when the link is used. ok false for an unknown, expired or used link, or an address another account took meanwhile.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the session to another profile of the family account
         * @description `id` is the child (or parent) profile to switch to. The answer is a new token plus the profile; without a token, errorMsg is shown in red above the page. Shape of the answer designed by this contract: the spec says "token plus customer {id, name, surname}, or an error message".
         */
        post: operations["impersonateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customer look-up (add-player popup, partner search, Lookup form fields)
         * @description The generic look-up `POST public{controller}/list` of dynamic-form Lookup fields, realised for customers. Only public profile fields are answered. Paging fields designed by this contract: at most 20 rows per call whatever endRow says. A search of fewer than 3 characters besides blanks finds nobody. Limited per customer (429).
         */
        post: operations["searchCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new customer (activation mail is sent)
         * @description A password the server's policy refuses (one of the most common passwords, only blanks, control characters) answers ok false with errorMsg saying why. Limited per address (429).
         */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/remove/{id}": {
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
         * Delete my account
         * @description On success the portal clears the cart, token and customer record and reloads.
         */
        delete: operations["removeCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/reset-password-by-old-json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password giving the current one
         * @description ok false with only errorMsg means the current password is wrong ("Wrong password"); a new password the server's policy refuses answers ok false with `errors.plainNewPass` (and errorMsg) saying why. A change signs every session of the customer out and voids its reset links: the answer carries a fresh `token` (and its `expiry`) for the session that made the change, which the portal keeps. Checks of the current password are limited per customer (429).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/reset-password-cz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a mailed reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publiccustomers/reset-password-request-cz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset mail
         * @description `customerStatus` Temp makes the portal say the account is not activated yet (check the inbox for the activation link); it is null for any other account and for an unknown address, which get the generic reset-mail message, so the answer does not tell which addresses have an active account. A new link voids the earlier ones. Limited per address and per account (429).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicinvoices/download-invoice/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an invoice PDF from its mailed token */
        get: operations["downloadInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicmemberships/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Memberships on sale (header menu and home section) */
        get: operations["listMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicmercadopago/process_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with the MercadoPago payment brick
         * @description Body is the brick's form data plus rqId (the checkout request) and saveCardToken. Answer designed by this contract (the spec shows none).
         */
        post: operations["processMercadoPagoPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpaymentmethods/{customerId}/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my saved cards */
        delete: operations["deleteCustomerCardToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpaymentmethods/token-list/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved cards
         * @description Envelope designed by this contract (the spec says "saved cards").
         */
        get: operations["getCustomerCardTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpayments/check-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check stock before adding or incrementing a product with stock
         * @description Visitors send no customerId (or 0/-1). ok false carries `error`, shown in the global error popup.
         */
        post: operations["checkStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicproducts/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look-up list of the club's products (Lookup form fields naming the `products` controller)
         * @description The generic look-up `POST public{controller}/list` of dynamic-form Lookup fields (doc 2 §7), realised for the club's published products. Designed by this contract: the rows whose name contains the search text (all of them for a blank one), by name, at most 20 per call whatever endRow says.
         */
        post: operations["lookupProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpush/preferences/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of notification the customer turned on */
        get: operations["getPushPreferences"];
        put?: never;
        /**
         * Turn one kind of notification on or off
         * @description The kinds are the customer's, whichever browser turns them on; a kind without its switch on is never sent.
         */
        post: operations["setPushPreference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpush/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's public VAPID key (Web Push)
         * @description The key a browser subscribes with (`applicationServerKey`), base64url. Made once per installation and kept in the database.
         */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpush/subscribe/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep this browser's push subscription for the customer
         * @description Refused (ok false) when the endpoint is not a push service's https address or the keys are not a P-256 key and a 16-byte secret. The same browser subscribing again replaces its keys.
         */
        post: operations["subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicpush/unsubscribe/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget this browser's push subscription for the customer */
        post: operations["unsubscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicresources/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look-up list of the club's resources (Lookup form fields naming the `resources` controller)
         * @description The generic look-up `POST public{controller}/list` of dynamic-form Lookup fields (doc 2 §7), realised for the club's active resources whose name is shown online (showNameOnline). Designed by this contract: the rows whose name contains the search text (all of them for a blank one), by the club's order, at most 20 per call whatever endRow says.
         */
        post: operations["lookupResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicteams/training": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One training (info, gallery, videos, files)
         * @description customerId 0 (nobody logged in) only reaches what the training shows publicly. Gallery images are served from {Uploads}/Booking/Gallery/, files from {Uploads}/Booking/Files/.
         */
        post: operations["getCustomerTraining"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicteams/trainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My trainings (next and past)
         * @description customerId 0 (nobody logged in) answers empty lists.
         */
        post: operations["listCustomerTrainings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publictickets/download-ticket/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a ticket PDF from its mailed token */
        get: operations["downloadTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicturnstiles/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether turnstiles can be opened from the portal */
        get: operations["getTurnstilesEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicturnstiles/open/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the facility for one of my bookings (Open Facility)
         * @description ok false carries `reason`, which the portal shows.
         */
        get: operations["openTurnstile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicturnstiles/open/{bookingId}/{bookingToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open the facility from the public booking page (booking token) */
        get: operations["openTurnstileByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicvouchers/customer-vouchers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My active vouchers with their movements
         * @description `model` is the list of active vouchers (empty list: "No active vouchers").
         */
        get: operations["getCustomerVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicvouchers/list-by-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vouchers on sale (header menu and home section, visitor form) */
        get: operations["listVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicvouchers/list-by-customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vouchers on sale for a logged-in customer (customer-specific prices) */
        get: operations["listVouchersByCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/status/{orderId}/{paymentId}/{signature}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify and report a Razorpay payment (polled by the return page) */
        get: operations["getRazorpayPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a visitor's cart (registers the visitor; counted with the registrations per address, 429)
         * @description Starts the payment. `model` says how to continue: a provider block (redsysData, razorpayData, paypal, stripe, mercadoPago, transbank) or nothing left to do (go to /cz/ok). A refusal is ok false with the message in `model.errorMsg` (also copied to errorMsg).
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/checkout-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a logged-in customer's cart (also the voucher payment, with voucherId)
         * @description Starts the payment. `model` says how to continue: a provider block (redsysData, razorpayData, paypal, stripe, mercadoPago, transbank) or nothing left to do (go to /cz/ok). A refusal is ok false with the message in `model.errorMsg` (also copied to errorMsg).
         */
        post: operations["checkoutCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/checkout-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout data for a visitor's cart (payment methods, transports, currency, provider keys)
         * @description Envelope designed by this contract (the spec says "checkout info"): `model` is the CheckoutInfo. At least one of saleItems or saleIds is sent, non-empty.
         */
        post: operations["getCheckoutInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/checkout-info-by-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout data for a logged-in customer's cart (adds saved cards, vouchers and the delivery data)
         * @description Envelope designed by this contract (the spec says "checkout info"): `model` is the CheckoutInfo. At least one of saleItems or saleIds is sent, non-empty.
         */
        post: operations["getCustomerCheckoutInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/customer-orders/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My orders */
        get: operations["getCustomerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/customer-orders/{customerId}/{saleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my orders (route /customer-orders/{saleId}) */
        get: operations["getCustomerOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product detail with the popular list */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/get/{id}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product detail for a logged-in customer (customer-specific price) */
        get: operations["getProductForCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop page (products, product types, popular list)
         * @description Page size 30. gridStatus filters: ProductTypeId equals a number; Name contains text OR Detail OR Description. Sorts: Created desc (by new), GrossPrice asc, GrossPrice desc.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/list-by-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop page for a logged-in customer (customer-specific prices)
         * @description Page size 30. gridStatus filters: ProductTypeId equals a number; Name contains text OR Detail OR Description. Sorts: Created desc (by new), GrossPrice asc, GrossPrice desc.
         */
        get: operations["listProductsByCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/payment-mode-allowed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which booking payment modes the club allows (pending, shared, retention, full with special prices)
         * @description Answers the settings object itself (no envelope).
         */
        get: operations["getPaymentModeSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/pending-sales/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My pending sales (debts page)
         * @description No request body (the spec shows none).
         */
        post: operations["getPendingSales"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/status/{intentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of a Stripe payment or setup intent (polled by the return page)
         * @description retry true means ask again in 1 s (10 tries); for a setup intent, ok gives tokenId.
         */
        get: operations["getStripePaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transbank/process-tokenization/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a Transbank card tokenization on return (answers the saved card id)
         * @description No request body (the spec shows none). A return carrying session and order parameters instead means "Save card failed".
         */
        post: operations["processTransbankTokenization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transbank/tokenize/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start saving a card with Transbank (answers the address to redirect to)
         * @description No request body (the spec shows none).
         */
        post: operations["startTransbankTokenization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description An access code (QR image or text) shown in the overlay and refetched when it expires. */
        AccessCode: {
            /** @description Base64 image data or plain text according to contentType. */
            content: string;
            contentType: components["schemas"]["AccessCodeContentType"];
            /** @example base64 */
            encoding?: string | null;
            /** Format: date-time */
            validUntil?: string | null;
        };
        /** @enum {string} */
        AccessCodeContentType: "image" | "text";
        Activity: {
            /** @description HTML. */
            description?: string | null;
            /** Format: date-time */
            end?: string | null;
            /** @description What a sign-up costs with taxes; null when it is free (designed by this contract, as the fields below). */
            grossPrice?: number | null;
            id: number;
            /** @description The highest playing level it is meant for; null when open to any. */
            maxLevel?: number | null;
            /** @description How many sign-ups the activity takes; null when it has no limit. */
            maxPlaces?: number | null;
            /** @description The lowest playing level it is meant for; null when open to any. */
            minLevel?: number | null;
            name?: string | null;
            /** @description What a sign-up costs without taxes; null when it is free. */
            netPrice?: number | null;
            onlineSignUp?: boolean | null;
            partnerInscription?: boolean | null;
            /** @description Where it takes place. */
            place?: string | null;
            /** @description Sign-ups still open (maxPlaces minus those made); null when there is no limit. */
            placesLeft?: number | null;
            poster?: string | null;
            /** Format: date-time */
            start?: string | null;
        };
        ActivityCategory: {
            id: number;
            name?: string | null;
        };
        /**
         * @description Concept of a booking type or booking (also called "concept").
         * @enum {string}
         */
        ActivityKind: "Booking" | "Match" | "School" | "Event";
        Banner: {
            id: number;
            image?: string | null;
            text?: string | null;
            title?: string | null;
            url?: string | null;
        };
        /** @description One resource/time block of a booking. */
        Block: {
            customerId?: number | null;
            /** @description Minutes. */
            duration: number;
            noOnline?: boolean | null;
            resourceId: number;
            resourceName?: string | null;
            sstart?: string | null;
            /** @description Start date-time (yyyy-MM-dd HH:mm or ISO 8601). */
            startDate: string;
        };
        /** @description A booking as shown by place lists, join and results pages. */
        Booking: {
            allowJoin?: boolean | null;
            allowPay?: boolean | null;
            bookingTemplateId?: number | null;
            bookingTypeId?: number | null;
            bookingTypeName?: string | null;
            concept?: components["schemas"]["ActivityKind"];
            date?: string | null;
            /** Format: date-time */
            dtStart?: string | null;
            duration?: number | null;
            gender?: components["schemas"]["Gender"] | null;
            id: number;
            isPast?: boolean | null;
            maxLevel?: number | null;
            maxParticipants?: number | null;
            minLevel?: number | null;
            modifyLevel?: boolean | null;
            netPrice?: number | null;
            participantsIn?: number | null;
            paymentType?: components["schemas"]["PaymentType"];
            place?: string | null;
            placeId?: number | null;
            players?: components["schemas"]["Player"][];
            price?: number | null;
            resourceIds?: number[] | null;
            resourceName?: string | null;
            results?: components["schemas"]["BookingResults"] | null;
            sport?: components["schemas"]["Sport"];
            start?: string | null;
            startHour?: string | null;
            /** @description The booking's own name (a match's or a class's title) when it has one; cards show it before the type's name. */
            title?: string | null;
        };
        /** @description The booking part of the checkout payload (`booking`). */
        BookingDraft: {
            bookingByPlace?: boolean | null;
            bookingId?: number | null;
            bookingTypeId: number;
            bookingTypeName?: string | null;
            cancelText?: string | null;
            customerId: number;
            date?: string | null;
            description?: string | null;
            duration?: number | null;
            gender?: components["schemas"]["Gender"] | null;
            isValidated?: boolean | null;
            maxLevel?: number | null;
            maxParticipants?: number | null;
            minLevel?: number | null;
            /** @description true for a competitive match, false for a friendly one. */
            modifyLevel?: boolean | null;
            origin?: components["schemas"]["Origin"];
            paymentDeadline?: string | null;
            paymentType?: components["schemas"]["PaymentType"];
            price?: components["schemas"]["BookingPrice"] | null;
            resourceName?: string | null;
            /** @description Copy of resourceName. */
            resources?: string | null;
            sendCommunications?: boolean | null;
            title?: string | null;
        };
        /** @description The base64 JSON carried by /checkout-booking?pl=. */
        BookingPayload: {
            blocks: components["schemas"]["Block"][];
            booking: components["schemas"]["BookingDraft"];
            isMatch?: boolean | null;
        };
        /** @description Price as carried in the booking payload. */
        BookingPrice: {
            amount?: number | null;
            grossPrice?: number | null;
            isSpecialPrice?: boolean | null;
            netPrice?: number | null;
            price?: number | null;
        };
        BookingResults: {
            nSets?: number | null;
            team1?: number[] | null;
            team2?: number[] | null;
        };
        BookingTemplateInfo: {
            allowSeeParticipants?: boolean | null;
            /** @description Floor-map image (SVG) file or URL. */
            imageMap?: string | null;
            participants?: components["schemas"]["TemplateParticipant"][];
            places?: components["schemas"]["TemplatePlace"][];
            templateMap?: {
                configJson?: string | null;
                id?: number;
            } | null;
        };
        BookingType: {
            allowCreateBookByPlace?: boolean | null;
            anticipationMins?: number | null;
            /** @description Same meaning as byPlace (both names are read). */
            bookingByPlace?: boolean | null;
            byPlace?: boolean | null;
            /** @description Category used by the list filter. */
            category?: string | null;
            concept?: components["schemas"]["ActivityKind"];
            description?: string | null;
            /** @description HTML. */
            extendedDescription?: string | null;
            grossPrice?: number | null;
            id: number;
            image?: string | null;
            maxParticipants?: number | null;
            name?: string | null;
            netPrice?: number | null;
            /** @description The type's opening window (issue 27); null or absent when it has none. */
            opening?: components["schemas"]["OpeningSettings"] | null;
        };
        /** @description The client-side cart (kept by the portal, expires after 24 days); published for the front end's types. Its guid is sent to checkout. */
        Cart: {
            count?: number;
            guid?: string;
            netTotal?: number;
            paid?: number | null;
            sales?: components["schemas"]["Sale"][];
            sItems?: components["schemas"]["SaleItem"][];
            total?: number;
        };
        /** @description What is being paid: cart product lines (saleItems) and/or pending sales (saleIds). At least one of the two is present and non-empty. */
        CartContent: {
            saleIds?: number[];
            saleItems: components["schemas"]["SaleItem"][];
        } | {
            saleIds: number[];
            saleItems?: components["schemas"]["SaleItem"][];
        };
        /**
         * @description How a cart line quantity is changed (client-side cart; published for the front end's types).
         * @enum {string}
         */
        CartQuantityChange: "Increment" | "Decrement" | "Exact";
        /** @description Customer data given at checkout (a visitor registers with password). */
        CheckoutCustomer: {
            acceptConditions?: boolean | null;
            addressLine1?: string | null;
            city?: string | null;
            country?: string | null;
            /** Format: email */
            email?: string | null;
            id?: number | null;
            name?: string | null;
            okRss?: boolean | null;
            password?: string | null;
            phone?: string | null;
            postalCode?: string | null;
            surname?: string | null;
            town?: string | null;
        };
        /** @description What the checkout page needs; the customer fields pre-fill the delivery form. */
        CheckoutInfo: {
            acceptConditions?: boolean | null;
            addressLine1?: string | null;
            allowVouchers?: {
                allowed?: boolean;
                reason?: string | null;
            } | null;
            city?: string | null;
            country?: string | null;
            /**
             * @description ISO currency code (the portal assumes EUR until read).
             * @example EUR
             */
            currency?: string | null;
            email?: string | null;
            isSharedPayment?: boolean | null;
            name?: string | null;
            netPayProdMode?: boolean | null;
            netPayPublicKey?: string | null;
            okRss?: boolean | null;
            password?: string | null;
            password2?: string | null;
            paymentMethods?: components["schemas"]["PaymentMethod"][];
            /** @description PayPal client id. */
            payPalId?: string | null;
            phone?: string | null;
            postalCode?: string | null;
            surname?: string | null;
            town?: string | null;
            transports?: components["schemas"]["Transport"][];
            vouchers?: components["schemas"]["VoucherEntry"][];
            withRetention?: boolean | null;
        };
        /** @description Body of checkout / checkout-customer. The voucher payment (checkout-customer) sends the paymentMethodId of a voucher method plus voucherId. */
        CheckoutRequest: components["schemas"]["CartContent"] & {
            customer?: components["schemas"]["CheckoutCustomer"] | null;
            /** @description Cart guid. */
            guid?: string | null;
            origin?: components["schemas"]["Origin"];
            /** @description Not needed when the total is free (unless a card must be saved). */
            paymentMethodId?: number | null;
            promoCode?: string | null;
            saveCreditCard?: boolean | null;
            shopTransportId?: number | null;
            /** @description Saved-card id, or a provider token (Stripe setup token, Transbank token). */
            tokenId?: number | string | null;
            /** @description Provider data kept with the payment attempt (e.g. the Transbank resume parameters). */
            tpvOnlineInfoTemp?: {
                [key: string]: unknown;
            } | string | null;
            /** @description Provider data never stored (card form of NetPay/AuthorizeNet). */
            tpvOnlineNotPersitedInfo?: {
                [key: string]: unknown;
            } | string | null;
            voucherId?: number | null;
        };
        /** @description `model` of a checkout. Exactly one provider block is set when the browser must continue with a provider; none when the payment is complete (`paid: true`, go to /cz/ok). A NetPay 3-D Secure challenge comes as an errorMsg carrying the 3ds marker and the URL to redirect to. */
        CheckoutResult: {
            errorMsg?: string | null;
            /** @description Login record of a visitor who registered during checkout (token valid 5 minutes). */
            login?: components["schemas"]["LoginModel"] | null;
            mercadoPago?: {
                amount?: number;
                currency?: string | null;
                email?: string | null;
                id?: string | number;
                pk?: string;
            } | null;
            /** @description Designed by this contract; true when nothing is left to do at a provider. */
            paid?: boolean | null;
            /** @description PayPal order to approve with the PayPal buttons (shape designed by this contract). */
            paypal?: {
                clientId?: string | null;
                orderId?: string;
            } | null;
            razorpayData?: {
                amount?: number;
                apiKey?: string;
                currency?: string;
                orderId?: string;
            } | null;
            redsysData?: {
                /** @description Hidden form fields (Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature). */
                data?: {
                    [key: string]: string;
                };
                url?: string;
            } | null;
            saleIds?: number[] | null;
            stripe?: {
                clientSecret?: string | null;
                /** @enum {string|null} */
                mode?: "payment" | "setup" | null;
                publicKey?: string;
            } | null;
            transbank?: {
                token?: string;
                url?: string;
            } | null;
        };
        /** @description The club's colours, logo and banner, published with the club's file (written to the club's settings, so main-settings, the pages' first paint, the mails and the app icons follow). An absent or null value keeps the club's current one. */
        ClubLook: {
            /** @description The header image, an upload's path under the Uploads folder. */
            banner?: string | null;
            buttonsColor?: string | null;
            footerColor?: string | null;
            /** @description An upload's path under the Uploads folder (as uploadClubImage answers it). */
            logo?: string | null;
        };
        /** @description The club's settings as served now. `version` 0 means nothing was published from the settings page yet: `document` is then the club's file on disk (or the built one). */
        ClubSettings: {
            document: components["schemas"]["ClubSettingsDocument"];
            /** Format: date-time */
            publishedAt?: string | null;
            publishedBy?: string | null;
            version: number;
        };
        /** @description What one publish sets. */
        ClubSettingsDocument: {
            look?: components["schemas"]["ClubLook"];
            /** @description The club's manifest file (schemas/manifest.schema.json#/definitions/clubOverride), checked by the server's one checker; a mistake is refused with its JSON path. */
            override: {
                [key: string]: unknown;
            };
        };
        /** @description One published version of the club's settings (History). */
        ClubSettingsVersion: {
            /** Format: date-time */
            publishedAt: string;
            /** @description The name of the staff member who published it. */
            publishedBy: string;
            /** @description The earlier version a roll back published again. */
            restoredFrom?: number | null;
            version: number;
        };
        Communications: {
            emails?: components["schemas"]["Email"][];
            smss?: components["schemas"]["Sms"][];
        };
        /** @description A saved card; only the ending digits are shown. */
        CreditCardToken: {
            /**
             * @description Masked number ending with the last digits.
             * @example **** **** **** 4242
             */
            cardNumber?: string | null;
            expiry?: string | null;
            id: number;
            paymentMethodId?: number | null;
        };
        /** @description A customer as read by the account pages. */
        Customer: {
            acceptConditions?: boolean | null;
            addressLine1?: string | null;
            /** @description ISO date (yyyy-MM-dd, optionally with a time part). */
            birthDate?: string | null;
            children?: components["schemas"]["FamilyMember"][] | null;
            city?: string | null;
            country?: string | null;
            /** @description Id of the profile currently in use (the parent or one of its children). */
            currentId?: number | null;
            customFields?: components["schemas"]["CustomField"][] | null;
            email?: string | null;
            email2?: string | null;
            email3?: string | null;
            gender?: components["schemas"]["CustomerGender"] | null;
            id: number;
            logo?: string | null;
            name?: string | null;
            /** @description Marketing consent. */
            okRss?: boolean | null;
            /** @description Parent profile when this customer is a child of a family account. */
            parent?: components["schemas"]["FamilyMember"] | null;
            phone?: string | null;
            phone2?: string | null;
            phone3?: string | null;
            postalCode?: string | null;
            /**
             * @description Account status; Temp means registered but not yet activated. Other values are server-defined.
             * @example Temp
             * @example Active
             */
            status?: string | null;
            surname?: string | null;
            town?: string | null;
        };
        CustomerBooking: {
            bookingType?: string | null;
            canCancel?: boolean | null;
            /**
             * Format: date-time
             * @description The last moment the caller can cancel online (the type's cancel limit before the start); null when Cancel is not offered.
             */
            cancelUntil?: string | null;
            comments?: string | null;
            description?: string | null;
            duration?: number | null;
            id: number;
            parentName?: string | null;
            /**
             * Format: date-time
             * @description When an unpaid hold (status Pending) ends and its time is freed.
             */
            payUntil?: string | null;
            /** @description What cancelling now gives back, one line a payment, as the cancel answer's infoReturns will list it (a voucher credited, a card refunded through its provider); empty when nothing was paid online; null when Cancel is not offered. */
            refunds?: components["schemas"]["Refund"][] | null;
            resourceName?: string | null;
            /** @description A past match's result, when one was entered. */
            results?: components["schemas"]["BookingResults"] | null;
            /** @description What Share with friends puts in the link /booking-join/{id}?token=, so a friend who is not a player sees a private booking (publicbookings/info's bookingToken). Derived from the public token, which it does not reveal: it opens the join page only, never the public booking page or the facility. Null on the public view. */
            shareToken?: string | null;
            /** Format: date-time */
            start?: string | null;
            /**
             * @description Confirmed, or Pending while a hold waits for its payment (it is then in the cart).
             * @enum {string|null}
             */
            status?: "Pending" | "Confirmed" | null;
            /** @description The caller's sale of this booking still waiting for its payment (a hold or a share not checked out yet); Pay puts it in the cart. */
            toPay?: components["schemas"]["Sale"] | null;
        };
        CustomerBookings: {
            next?: components["schemas"]["CustomerBooking"][];
            past?: components["schemas"]["CustomerBooking"][];
        };
        /**
         * @description Gender of a customer (0 male, 1 female).
         * @enum {integer}
         */
        CustomerGender: 0 | 1;
        /** @description One row of a customer look-up (add-player popup, partner search). */
        CustomerSearchResult: {
            gender?: components["schemas"]["CustomerGender"] | null;
            id: number;
            level?: number | null;
            logo?: string | null;
            name?: string | null;
            surname?: string | null;
        };
        /** @description Body of `put-json` (save my profile). Custom field values go in `customFields` (value as text/JSON). name, surname, email and phone must be non-empty; the same limits as registration apply. A different `email` needs `currentPassword` and is not saved at once: a confirmation link goes to the new address (see `confirmEmailChange`) and the answer's `pendingEmail` names it. */
        CustomerUpdate: {
            acceptConditions?: boolean | null;
            addressLine1?: string | null;
            /**
             * Format: club-day
             * @description ISO date (yyyy-MM-dd, optionally with a time part), year 1900 to 2200.
             */
            birthDate?: string | null;
            city?: string | null;
            country?: string | null;
            /** @description The signed-in customer's password; required when `email` differs from the stored one. */
            currentPassword?: string | null;
            customFields?: components["schemas"]["CustomFieldValue"][] | null;
            email: components["schemas"]["EmailAddress"];
            email2?: components["schemas"]["OptionalEmailAddress"];
            email3?: components["schemas"]["OptionalEmailAddress"];
            gender?: components["schemas"]["CustomerGender"] | null;
            id: number;
            name: components["schemas"]["PersonName"];
            okRss?: boolean | null;
            phone: components["schemas"]["PhoneNumber"];
            phone2?: components["schemas"]["PhoneNumber"] | null;
            phone3?: components["schemas"]["PhoneNumber"] | null;
            postalCode?: string | null;
            surname: components["schemas"]["PersonName"];
            town?: string | null;
        };
        CustomField: {
            customFieldId?: number;
            fieldType?: components["schemas"]["CustomFieldType"];
            label?: string | null;
            name?: string | null;
            /** @description Comma-separated options of a pick list (split on commas and trimmed). */
            pickListValues?: string | null;
            /** @description Current value (a checkbox holds a boolean or "true"/"false"). */
            value?: string | number | boolean | null;
        };
        /**
         * @description How a custom field is rendered (text input, checkbox, or pick list from pickListValues).
         * @enum {string}
         */
        CustomFieldType: "text" | "bool" | "picklist";
        CustomFieldValue: {
            customFieldId: number;
            name?: string | null;
            value?: string | number | boolean | null;
        };
        /** @description An outstanding sale of the customer (row of /debts; added to the cart as a pending sale line). */
        Debt: {
            /** @description Sale id. */
            id: number;
            netPending?: number | null;
            paymentType?: components["schemas"]["PaymentType"];
            pending?: number | null;
            saleItems?: components["schemas"]["DebtSaleItem"][];
            saleNumber?: string | null;
            /** @description Concept shown in the table. */
            title?: string | null;
            total?: number | null;
        };
        DebtSaleItem: {
            name?: string | null;
            parentIdentifier?: string | null;
            total?: number | null;
        };
        /** @enum {string} */
        DiscountType: "Money" | "Percent";
        /** @enum {string} */
        DurationUnit: "Minutes" | "Hours" | "Days" | "Weeks" | "Months" | "Years";
        /** @description Column definition of a dynamic form field. */
        DynamicFormColumn: {
            inputType?: components["schemas"]["DynamicFormInputType"];
            /** @description {controller} of the look-up call POST /api/public{controller}/list (e.g. customers). */
            lookupController?: string | null;
            lookupDisplayField?: string | null;
            /**
             * Format: date
             * @description Latest day a Date or DateNoTime field's picker offers (doc 3 §9: the date picker runs from today through an optional upper bound); no upper bound when absent or null.
             */
            maxDate?: string | null;
            /** @description Comma-separated options of a Picklist/PickListLabel. */
            pickListValues?: string | null;
        };
        /** @description Form definition (`model` of form-def); shape beyond the field list designed by this contract. */
        DynamicFormDefinition: {
            fields?: components["schemas"]["DynamicFormField"][];
            id?: number | null;
            /** @description When true the legal-conditions checkbox must be accepted. */
            legalChecks?: boolean | null;
            name?: string | null;
        };
        DynamicFormField: {
            col1?: number | null;
            col2?: number | null;
            column?: components["schemas"]["DynamicFormColumn"] | null;
            id?: number | string;
            isFile?: boolean | null;
            label?: string | null;
            name?: string;
            required?: boolean | null;
            value?: string | number | boolean | null;
        };
        /** @description One filled field of a submitted dynamic form. */
        DynamicFormFieldValue: {
            id: number | string;
            name?: string | null;
            value?: string | null;
        };
        /** @enum {string} */
        DynamicFormInputType: "Label" | "Href" | "Text" | "Date" | "CheckBox" | "Image" | "Picklist" | "PickListLabel" | "Lookup" | "TextArea" | "Password" | "LabelPassword" | "Email" | "Currency" | "FileLoader" | "ImageLoader" | "Hidden" | "Html" | "HtmlText" | "HourPicker" | "ColorPicker" | "ColorLabel" | "DateNoTime";
        Email: {
            /** @description HTML body. */
            body?: string | null;
            /** Format: date-time */
            created?: string | null;
            id: number;
            subject?: string | null;
        };
        /** Format: email */
        EmailAddress: string;
        /** @description Error answer of every 4xx/5xx status. `errorMsg` is a human-readable text; on a 400 it names the offending field. */
        ErrorEnvelope: {
            errorMsg: string;
            /** @constant */
            ok: false;
        };
        /** @description Parent or child profile of a family account. */
        FamilyMember: {
            id: number;
            logo?: string | null;
            name?: string | null;
            surname?: string | null;
        };
        Fee: {
            /** Format: date-time */
            date?: string | null;
            /** @description Sale id of the fee. */
            id?: number | null;
            pending?: number | null;
            saleItem?: {
                parentIdentifier?: string | null;
            } | null;
            saleNumber?: string | null;
            total?: number | null;
        };
        /** @description Fees of one periodic sale (membership). */
        FeeGroup: {
            /** @description Customer periodic sale id (used to stop it). */
            cpsId?: number | null;
            description?: string | null;
            fees?: components["schemas"]["Fee"][];
            nextNotPaidFeeInfo?: {
                cpsId?: number | null;
                /** Format: date-time */
                date?: string | null;
                dPrice?: number | null;
            } | null;
        };
        /** @description Field-error map (field name to message) returned as `model` by some refusals, e.g. a failed pre-book. */
        FieldErrors: {
            [key: string]: string;
        };
        /** @description An uploaded file (gallery image, sponsor logo, attachment). `url` is relative to the Uploads path unless absolute. */
        FileUpload: {
            /**
             * @example CzGallery
             * @example Sponsors
             */
            category?: string | null;
            /** @description For sponsors, the sponsor's link. */
            description?: string | null;
            id?: number;
            name?: string | null;
            parentId?: number | null;
            parentName?: string | null;
            url: string;
        };
        FiltersModel: {
            /** @description Booking window in minutes (days = ceil(minutes / 1440); 366 days when null). */
            anticipationMins?: number | null;
            anticipationText?: string | null;
            bookingTypes?: components["schemas"]["BookingType"][];
            cancelText?: string | null;
        };
        GalleryItem: {
            img?: string;
        };
        /**
         * @description Gender of a match or booking.
         * @enum {string}
         */
        Gender: "Male" | "Female" | "Mixed" | "Open";
        /** @description One filter of a grid query (designed by this contract; the spec only names the filters it uses). `field` is the column; `fields` lists alternative columns combined with OR (e.g. `{"fields": ["Name", "Detail", "Description"], "operator": "contains", "value": "ball"}`). */
        GridFilter: {
            /** @example ProductTypeId */
            field?: string;
            fields?: string[];
            /** @enum {string} */
            operator: "equals" | "notEquals" | "contains" | "startsWith" | "greaterThan" | "lessThan";
            value: string | number | boolean | null;
        };
        /** @description One sort key of a grid query. */
        GridSort: {
            /**
             * @default asc
             * @enum {string}
             */
            direction: "asc" | "desc";
            /**
             * @example Created
             * @example GrossPrice
             */
            field: string;
        };
        /** @description The grid state sent, JSON-encoded then URL-encoded, in the `gridStatus` query parameter of list calls. Shape designed by this contract (the spec lists only the filters and sorts used): shop uses `ProductTypeId equals N`, `Name|Detail|Description contains text`, sort `Created desc` or `GrossPrice asc|desc`; the blog uses `TextBlockType equals Posts`, `Title|Text|SmalText contains text`, sort `Created asc|desc`; testimonials/team use `TextBlockType equals Testimonials|Teams`. */
        GridStatus: {
            filters?: components["schemas"]["GridFilter"][];
            sort?: components["schemas"]["GridSort"][];
        };
        /** @description Home/header template: header slider slides (`image1`..`image3` with texts), welcome image and the four number counters. All fields optional. */
        HeaderTemplate: {
            image1?: string | null;
            image2?: string | null;
            image3?: string | null;
            number1?: string | number | null;
            number2?: string | number | null;
            number3?: string | number | null;
            number4?: string | number | null;
            textButton1?: string | null;
            textButton2?: string | null;
            textButton3?: string | null;
            textColor1?: string | null;
            textColor2?: string | null;
            textColor3?: string | null;
            textNumbers1?: string | null;
            textNumbers2?: string | null;
            textNumbers3?: string | null;
            textNumbers4?: string | null;
            textSlideInLeft1?: string | null;
            textSlideInLeft2?: string | null;
            textSlideInLeft3?: string | null;
            textSlideInUp1?: string | null;
            textSlideInUp2?: string | null;
            textSlideInUp3?: string | null;
            textSmall1?: string | null;
            textSmall2?: string | null;
            textSmall3?: string | null;
            urlButton1?: string | null;
            urlButton2?: string | null;
            urlButton3?: string | null;
            wellcomeImage?: string | null;
        };
        InfoRequest: {
            /** Format: email */
            email: string;
            question: string;
        };
        /** @description Legal texts, each HTML. */
        LegalSettings: {
            cookiesPolicy?: string | null;
            generalConditions?: string | null;
            privacyPolicyFull?: string | null;
            waiver?: string | null;
        };
        /** @description Playing levels of one sport and provider. */
        LevelEntry: {
            levels?: components["schemas"]["LevelHistoryItem"][];
            /** @description Address to link an account of this provider, when available. */
            linkUrl?: string | null;
            provider?: components["schemas"]["LevelProvider"];
            sport?: components["schemas"]["Sport"];
        };
        LevelHistoryItem: {
            comments?: string | null;
            /** Format: date-time */
            date?: string | null;
            modification?: number | null;
            newLevel?: number | null;
            /** @description Booking the change comes from; links to /booking-join/{parentId}. */
            parentId?: number | null;
        };
        /** @description A (min, max) pair. */
        LevelPair: {
            item1?: number | null;
            item2?: number | null;
        };
        /**
         * @description Playing-level provider: the product's own (taykus) or World Padel Rating (wpr).
         * @enum {string}
         */
        LevelProvider: "taykus" | "wpr";
        LevelRange: {
            levelProviderRange?: components["schemas"]["LevelPair"] | null;
            matchRange?: components["schemas"]["LevelPair"] | null;
            /** @description The caller's level; null when the customer has no level (cannot create a match). */
            referenceCustomerLevel?: number | null;
        };
        /**
         * @description UI locales. Unknown locales fall back to en-US (published for the front end's types).
         * @enum {string}
         */
        Locale: "en-US" | "es-ES" | "es-MX" | "fr-FR" | "it-IT";
        /** @description The stored login record (kept by the portal under key cc) plus the access token (key ctk). */
        LoginModel: {
            /**
             * Format: date-time
             * @description When the token stops being valid.
             */
            expiry?: string | null;
            id: number;
            logo?: string | null;
            name?: string | null;
            /** @description The club's staff (designed by this contract, issue 39); the portal then offers the club's settings page. */
            staff?: boolean | null;
            surname?: string | null;
            /** @description Bearer token (JWT) to send as `Authorization: Bearer <token>`. */
            token: string;
        };
        /** @description One row of a look-up list of dynamic-form Lookup fields (products, resources, booking types); its id is the value the field sends. Designed by this contract (the spec shows only "list"). */
        LookupRow: {
            id: number;
            name: string;
        };
        /** @description Site-wide settings (`data` of `getMainSettings`). The legacy wire format used short keys; this contract sends the PascalCase names below, which are what the portal maps them to. */
        MainSettings: {
            /** @description Enables the access-code (QR) entry for logged-in customers. */
            AccessControl?: boolean | null;
            Address?: string | null;
            /** @example #1e88e5 */
            ButtonsColor?: string | null;
            /**
             * @description "lat,lng"; anything that does not split into exactly two parts gives the map link "#".
             * @example 40.4168,-3.7038
             */
            Coords?: string | null;
            /** @description Default culture (en-US when empty). */
            Culture?: string | null;
            /** @example € */
            CurrencySymbol?: string | null;
            /**
             * @description Date pattern using yyyy, yy, MM, M, dd, d, HH, H, h (with tt/am-pm), mm.
             * @example dd/MM/yyyy
             */
            DateFormat?: string | null;
            /** @example , */
            DecimalSeparator?: string | null;
            Description?: string | null;
            Email?: string | null;
            Facebook?: string | null;
            FollowUsDescription?: string | null;
            FontFamily?: string | null;
            FooterColor?: string | null;
            FormatCulture?: string | null;
            Gallery?: components["schemas"]["GalleryItem"][] | null;
            HasShop?: boolean | null;
            /** @description Header banner image under Uploads. */
            HeaderImage?: string | null;
            Instagram?: string | null;
            /** @description Logo file name under Uploads. */
            Mainlogo?: string | null;
            OpenHours?: string | null;
            Phone?: string | null;
            /** @description Show gross prices when true, net prices otherwise. */
            PriceWithTaxes?: boolean | null;
            RegisterOn?: boolean | null;
            RelatedClubs?: components["schemas"]["RelatedClub"][] | null;
            /** @example Europe/Madrid */
            TimeZone?: string | null;
            /** @description Site name; when empty the page title is the product name. */
            Title?: string | null;
            Twitter?: string | null;
            /** @description Base path of uploaded images and files. */
            Uploads?: string | null;
            /** @description Address the header logo links to (/ when empty). */
            UrlLogo?: string | null;
        };
        /** @description How one place is drawn on the floor map (the JSON inside a place's configJson). */
        MapPlaceDrawing: {
            col?: number | null;
            label?: string | null;
            rotation?: number | null;
            row?: number | null;
            section?: string | null;
            shape?: {
                /** @description SVG path data when type is path. */
                definition?: string | null;
                /** @enum {string} */
                type?: "rect" | "path";
            };
            translation?: string | null;
        };
        /** @description A membership offered for sale (header menu, home section). Fields beyond id and name designed by this contract. */
        Membership: {
            description?: string | null;
            grossPrice?: number | null;
            id: number;
            logo?: string | null;
            name?: string | null;
            netPrice?: number | null;
            productId?: number | null;
        };
        /** @description At least 5 characters (the spec's minimum); the server also refuses one of only blanks, with control characters, or among the most common passwords, answering ok false with the reason. */
        NewPassword: string;
        NoOnlineBlock: {
            duration?: number;
            resourceId?: number;
            resourceName?: string | null;
            start?: string;
        };
        /** @description A success of the standard envelope. */
        OkAnswer: {
            /** @description Empty or absent on a success. */
            errorMsg?: string | null;
            /** @constant */
            ok: true;
        };
        /** @description The standard answer envelope. `ok: false` is a business refusal that the portal shows as-is (`errorMsg`); a malformed request gets a 400 `ErrorEnvelope` instead. Its two branches tell a success (`ok: true`) from a refusal (`ok: false`), so a typed client narrows on `ok`. */
        OkEnvelope: components["schemas"]["OkAnswer"] | components["schemas"]["Refusal"];
        Opening: {
            bookingTypeId: number;
            date: string;
            maxRequests: number;
            maxWins: number;
            myRequest: {
                choices: components["schemas"]["OpeningChoice"][];
                /** Format: date-time */
                updatedAt: string;
            } | null;
            myResult: {
                /** @description The won hold (pending payment, in My bookings). */
                bookingId: number | null;
                /** @description The choice won, with the court given. */
                choice: components["schemas"]["OpeningChoice"] | null;
                /** @enum {string} */
                outcome: "won" | "lost";
            } | null;
            /** Format: date-time */
            opensAt: string;
            /** @description How many players have asked so far. */
            requestCount: number;
            /** @description The day's grid of every court of the type, in court order: exactly the choices a request may hold (putBookingOpeningRequest refuses anything else). Empty when the type has no opening window. */
            slots: components["schemas"]["OpeningSlot"][];
            /** @enum {string} */
            state: "closed" | "requesting" | "drawing" | "open";
            /** Format: date-time */
            windowOpensAt: string;
        };
        OpeningChoice: {
            /** @description Minutes. */
            duration: number;
            /** @description The court; null for any court of the type (the first free one by court order). */
            resourceId: number | null;
            /** @description Start, HH:mm in the club's time zone (a start of the day's grid, else 400). */
            startTime: string;
        };
        OpeningEnvelope: components["schemas"]["OkEnvelope"] & {
            model: components["schemas"]["Opening"];
        };
        OpeningRequestBody: {
            bookingTypeId: number;
            /** @description In order of preference; at most the type's maxRequests. */
            choices: components["schemas"]["OpeningChoice"][];
            /**
             * Format: date
             * @description The day (YYYY-MM-DD), in the club's time zone.
             */
            date: string;
        };
        /** @description A booking type's opening window (null on the type when it has none). */
        OpeningSettings: {
            /** @description Choices one request may hold. */
            maxRequests: number;
            /** @description Slots one customer may win in one draw. */
            maxWins: number;
            /** @description For this many minutes before a day's slots open, players ask instead of booking. */
            windowMins: number;
        };
        OpeningSlot: {
            /** @description Minutes a request may ask for from this start. */
            durations: number[];
            resourceId: number;
            /** @description The court's name; null when the club does not show it online. */
            resourceName: string | null;
            /** @description Start, HH:mm in the club's time zone. */
            startTime: string;
        };
        /** @description A further address; empty or null clears it. */
        OptionalEmailAddress: components["schemas"]["EmailAddress"] | string | null;
        Order: {
            /** Format: date-time */
            date?: string | null;
            discount?: number | null;
            /** @description Sale id (route /customer-orders/{id}). */
            id: number;
            items?: components["schemas"]["OrderItem"][];
            number?: string | null;
            online?: boolean | null;
            paymentMethod?: string | null;
            /** @description Refunds shown in the refund popup (designed by this contract). */
            refunds?: components["schemas"]["Refund"][] | null;
            /** @description Zero shows "Free". */
            shipping?: number | null;
            /**
             * @description Where the order stands (designed by this contract), shown beside how it was paid. Pending is an order placed to pay at the club; Refunded gave all of it back, PartlyRefunded some.
             * @enum {string|null}
             */
            state?: "Paid" | "Pending" | "Refunded" | "PartlyRefunded" | null;
            subTotal?: number | null;
            total?: number | null;
        };
        OrderItem: {
            /** @description Only Article lines link to /shop/{productId}. */
            category?: components["schemas"]["ProductKind"] | null;
            logo?: string | null;
            name?: string | null;
            price?: number | null;
            productId?: number | null;
            total?: number | null;
            units?: number | null;
        };
        /**
         * @description Application a booking or sale comes from. The web portal sends CZ_Web (5).
         * @enum {integer}
         */
        Origin: 2 | 3 | 4 | 5 | 6 | 7;
        PaymentDeadline: {
            /** Format: date-time */
            date?: string | null;
            isSharedPaymentAllowed?: boolean | null;
        };
        /** @description A payment method offered at checkout; a saved card is a method with tokenId set. */
        PaymentMethod: {
            allowTokenization?: boolean | null;
            description?: string | null;
            forceSaveCreditCard?: boolean | null;
            id: number;
            name?: string | null;
            paymentDeadline?: components["schemas"]["PaymentDeadline"] | null;
            /** @description The method's public settings, read at run time by the provider's script in the browser (Authorize.Net apiLoginId and clientKey, publishable keys, mode); never a secret (those stay in the server's private settings). */
            publicSettings?: {
                [key: string]: unknown;
            } | null;
            tokenId?: number | string | null;
            type: components["schemas"]["PaymentMethodType"];
        };
        /**
         * @description Kind of payment method (payment provider or voucher/pending payment).
         * @enum {integer}
         */
        PaymentMethodType: 1 | 5 | 6 | 7 | 8 | 9 | 10 | 14 | 15 | 17 | 18 | 20;
        PaymentModeSettings: {
            fullPaymentAllowedWithSpecialPrices?: boolean;
            pendingPaymentAllowed?: boolean;
            sharedPaymentAllowed?: boolean;
            sharedPaymentWithRetention?: boolean;
        };
        PaymentStatus: {
            errorMsg?: string | null;
            ok: boolean;
            /** @description Not settled yet; ask again in 1 s (up to 10 times). */
            retry?: boolean | null;
            /** @description For a Stripe setup intent, the saved payment method to resume checkout with. */
            tokenId?: string | null;
        };
        /**
         * @description How a booking sale is paid.
         * @enum {integer}
         */
        PaymentType: 0 | 1 | 2 | 3;
        /** @description A customer's name or surname, as registration and the profile take it. */
        PersonName: string;
        PhoneNumber: string;
        /** @description Success model of a join / by-place pre-book. */
        PlacePrebookResult: {
            description?: string | null;
            sale?: components["schemas"]["Sale"] | null;
            serviceFree?: boolean | null;
        };
        Player: {
            /** @description -1 marks a free place (placeholder). */
            customerId?: number;
            id?: number | null;
            isPlaceholder?: boolean | null;
            level?: number | null;
            logo?: string | null;
            name?: string | null;
            price?: number | null;
            selected?: boolean | null;
            team?: components["schemas"]["Team"];
            totalDebts?: number | null;
        };
        /** @description A blog post or other text block (testimonial, team member). */
        Post: {
            /** Format: date-time */
            created?: string | null;
            id: number;
            image?: string | null;
            /** @description Author name. */
            name?: string | null;
            smalText?: string | null;
            /** @description HTML text. */
            text?: string | null;
            title?: string | null;
            type?: components["schemas"]["TextBlockType"];
        };
        /** @description Body of prebook and byplace-prebook: the checkout payload (BookingPayload) plus the players. */
        PrebookRequest: components["schemas"]["BookingPayload"] & {
            blocks?: components["schemas"]["Block"][];
            /** @description Customer ids of the players (owner first). */
            customerIds?: number[];
            /** @default true */
            customerIsParticipant: boolean;
            /** @default false */
            isMultiple: boolean;
            players?: components["schemas"]["Player"][];
        };
        /** @description Success model of a pre-book. The spec describes "an object with serviceFree or a list of sale lines"; this contract always answers an object: `serviceFree: true` (nothing to pay, go to /customer-bookings) or `sales` (the sale lines to pay). */
        PrebookResult: {
            sales?: components["schemas"]["PrebookSaleLine"][];
            serviceFree?: boolean;
        };
        /** @description A sale created by a pre-book; the portal puts it in the cart. */
        PrebookSaleLine: components["schemas"]["Sale"] & {
            bookingId?: number | null;
            customerId?: number | null;
        };
        Price: {
            isSpecialPrice?: boolean | null;
            netPrice?: number | null;
            /** @description Gross price. */
            price?: number | null;
        };
        Product: {
            description?: string | null;
            /** @description HTML. */
            detail?: string | null;
            /** @description Length of a periodic sale / membership period (designed by this contract). */
            duration?: number | null;
            durationUnit?: components["schemas"]["DurationUnit"] | null;
            grossPrice?: number | null;
            /** @description The product keeps stock; a stock check runs before an add or an increment. */
            hasStock?: boolean | null;
            id: number;
            kind?: components["schemas"]["ProductKind"] | null;
            logo?: string | null;
            name?: string | null;
            netPrice?: number | null;
            productTypeId?: number | null;
            /** @description The sizes or variants the product is sold in (designed by this contract): a customer chooses one, and the cart line sells that variant's productId with stockParentId (this product), stockParentName and stockDetail. Null or empty: sold as it is. */
            stockDetails?: components["schemas"]["ProductStockDetail"][] | null;
            transportRequired?: boolean | null;
        };
        /**
         * @description Kind (category) of a product or sale line; only Article lines link to a product page.
         * @enum {string}
         */
        ProductKind: "Service" | "Article" | "PeriodicSale" | "VoucherCampaign";
        /** @description One size or variant of a product, with its own stock. */
        ProductStockDetail: {
            /** @description The size or variant as the customer reads it (the cart line's stockDetail), e.g. M. */
            detail: string;
            grossPrice?: number | null;
            /** @description The variant's name as orders and invoices print it, e.g. Club Hoodie · M. */
            name?: string | null;
            netPrice?: number | null;
            /** @description The variant's product, which the cart line and the stock check name. */
            productId: number;
            /** @description Units in stock; 0 is sold out. */
            units?: number;
        };
        ProductType: {
            id: number;
            name?: string | null;
        };
        PromoResult: {
            discount?: number;
            discountedTaxes?: number | null;
            discountType?: components["schemas"]["DiscountType"] | null;
            netDiscount?: number | null;
        };
        /**
         * @description A kind of notification, one switch each on the account page: waitlistOffer, a freed place offered to the player (with its deadline); placeFreed, a place opened in a match whose waitlist the player is in; matchFilled, a match the player plays in has every place taken; paymentDeadline, an unpaid hold's deadline is minutes away; bookingReminder, a booking of the player's starts in two hours; openingResult, the day's opening draw the player asked in has run.
         * @enum {string}
         */
        PushKind: "waitlistOffer" | "placeFreed" | "matchFilled" | "paymentDeadline" | "bookingReminder" | "openingResult";
        PushPreferenceChange: {
            enabled: boolean;
            kind: components["schemas"]["PushKind"];
        };
        PushPreferences: {
            /** @description The kinds turned on (every other kind is off; all are off until the player turns one on). */
            enabled: components["schemas"]["PushKind"][];
            /** @description How many browsers the customer subscribed (none sends nothing, whatever is turned on). */
            subscriptions: number;
        };
        /** @description A browser's PushSubscription as its toJSON() gives it, and the portal's language to write in. */
        PushSubscription: {
            /** @description The push service's address for this browser (https). */
            endpoint: string;
            keys: {
                /** @description The authentication secret, base64url (16 bytes). */
                auth: string;
                /** @description The browser's P-256 public key, base64url (65 bytes, uncompressed). */
                p256dh: string;
            };
            /** @description The portal's language; the notifications' texts are written in it. */
            language?: string | null;
        };
        PushUnsubscription: {
            endpoint: string;
        };
        Refund: {
            amount?: number | null;
            paymentMethod?: string | null;
        };
        /** @description A business refusal of the standard envelope, answered with the operation's success status. */
        Refusal: {
            /** @description Text shown to the user (an empty text makes the portal show its generic message). */
            errorMsg?: string | null;
            /** @constant */
            ok: false;
        };
        /**
         * @description Why a refusal was made, for the portal to act on (designed by this contract; errorMsg stays the text to show), as the `reason` of a pre-book's or a join's refusal (other operations, such as openTurnstile, keep their own `reason`): slotTaken, another booking or hold holds the slot now (back to the timetable); unpaidHolds, the customer holds the club's number of unpaid holds; bookingLimit, a limit of the booking type (per day, per week, a cool-down, a late-cancel lock). The last two open the sheet with the way on (pay, see my bookings).
         * @enum {string}
         */
        RefusalReason: "slotTaken" | "unpaidHolds" | "bookingLimit";
        RelatedClub: {
            address?: string | null;
            id?: number;
            image?: string | null;
            name?: string | null;
            url?: string | null;
        };
        Resource: {
            /** @description The resource within this booking type; date-availability addresses it (the resource-option popup). */
            bookingTypeResourceId?: number;
            id: number;
            image?: string | null;
            name?: string | null;
            showNameOnline?: boolean | null;
            timeTable?: components["schemas"]["TimeSlot"][];
            /** @description Resource type; resources of another type are offered in the resource-option popup. */
            type?: string | number | null;
        };
        ResourceList: {
            /** @description Shown when the list is empty. */
            errorMsg?: string | null;
            list?: components["schemas"]["Resource"][];
            multipleResources?: boolean | null;
        };
        /** @description A pending sale held in the cart (booking share, fee, debt, activity sign-up). */
        Sale: {
            /** @description Path below /api/ called (POST) when the line is removed, e.g. publicbookings/cancel/{bookingId}/{customerId}: the path of an operation marked x-cart-cancel (comma-separated for several), never another. */
            cancelUrl?: string | null;
            description?: string | null;
            grossTotalWithDiscount?: number | null;
            groupId?: number | string | null;
            id: number;
            netPending?: number | null;
            netTotal?: number | null;
            netTotalWithDiscount?: number | null;
            paid?: number | null;
            /**
             * Format: date-time
             * @description When the hold this sale pays for ends (a pre-book's, a won draw's, a joined place's): unpaid by then, the booking or the place is given back and the checkout refuses the sale. Null when the sale holds nothing.
             */
            paymentDeadline?: string | null;
            paymentType?: components["schemas"]["PaymentType"];
            pending?: number | null;
            saleNumber?: string | null;
            serviceFree?: boolean | null;
            title?: string | null;
            total?: number | null;
            totalWithDiscount?: number | null;
            withRetention?: boolean | null;
        };
        /** @description A cart product line (also sent as `saleItems` to checkout calls). */
        SaleItem: {
            buyerCustomerId?: number | null;
            customerId?: number | null;
            netSubTotal?: number | null;
            netTotalWithDiscount?: number | null;
            parentId?: number | null;
            parentIdentifier?: string | null;
            parentName?: string | null;
            product?: components["schemas"]["SaleItemProduct"] | null;
            productId: number;
            saleId?: number | null;
            stockDetail?: string | null;
            stockParentId?: number | null;
            stockParentName?: string | null;
            subTotal?: number | null;
            /** @description Fixed at 21 when the portal adds a product. */
            taxPercent?: number | null;
            temp?: boolean | null;
            totalWithDiscount?: number | null;
            units: number;
        };
        SaleItemProduct: {
            category?: components["schemas"]["ProductKind"] | null;
            grossPrice?: number | null;
            hasStock?: boolean | null;
            logo?: string | null;
            name?: string | null;
            netPrice?: number | null;
            transportRequired?: boolean | null;
        };
        SignUpResultItem: {
            /** @description Short-lived (5 minutes) access token issued with a sale. */
            ctk?: string | null;
            description?: string | null;
            sale?: components["schemas"]["Sale"] | null;
            /** @description Present when the sign-up created a sale to pay (goes to the cart, then /checkout). */
            saleNumber?: string | null;
        };
        SlotPrice: {
            /** @description The price shown (gross or net per the club's PriceWithTaxes). */
            amount?: number | null;
            isSpecialPrice?: boolean | null;
            netPrice?: number | null;
            /** @description Gross price (the checkout payload's price.price and grossPrice). */
            price?: number | null;
        };
        Sms: {
            body?: string | null;
            /** Format: date-time */
            created?: string | null;
            id?: number | null;
        };
        /** @enum {integer} */
        Sport: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
        StockCheckItem: {
            productId: number;
            stockDetail?: string | null;
            stockParentId?: number | null;
            stockParentName?: string | null;
            temp?: boolean | null;
            units: number;
        };
        /**
         * @description Team of a player in a match.
         * @enum {integer}
         */
        Team: -1 | 0 | 1;
        TemplateParticipant: {
            bookingTemplatePlaceId?: number;
            email?: string | null;
            logo?: string | null;
            name?: string | null;
            phone?: string | null;
        };
        TemplatePlace: {
            configJson?: string | null;
            id?: number;
            place?: string | null;
        };
        /** @enum {string} */
        TextBlockType: "Posts" | "Testimonials" | "Teams";
        TimeSlot: {
            /** @description Bookable durations in minutes. */
            durations?: number[];
            id?: number | string;
            noOnlineBlocks?: components["schemas"]["NoOnlineBlock"][] | null;
            /** @description Price per duration, keyed by the duration in minutes (loaded with loadprice when missing). */
            priceByDuration?: {
                [key: string]: components["schemas"]["SlotPrice"];
            } | null;
            /**
             * @description Start as display text (HH:mm).
             * @example 18:30
             */
            sstart?: string | null;
            /** Format: date-time */
            start?: string;
        };
        /** @description Training detail (Info tab). */
        Training: {
            description?: string | null;
            /** @description Minutes. */
            duration?: number | null;
            id?: number;
            presented?: string | null;
            publicComments?: string | null;
            /** Format: date-time */
            start?: string | null;
        };
        TrainingDetail: {
            files?: components["schemas"]["TrainingFile"][];
            /** @description Image file names under {Uploads}/Booking/Gallery/. */
            gallery?: components["schemas"]["FileUpload"][];
            model?: components["schemas"]["Training"];
            videos?: components["schemas"]["TrainingVideo"][];
        };
        TrainingFile: {
            title?: string | null;
            /** @description File under {Uploads}/Booking/Files/ unless absolute. */
            url?: string;
        };
        /** @description Training list item; links to /trainings/{id}. */
        TrainingSummary: {
            description?: string | null;
            /** @description Minutes. */
            duration?: number | null;
            id: number;
            name?: string | null;
            /** Format: date-time */
            start?: string | null;
        };
        TrainingVideo: {
            /** @description Embeddable video address or file name. */
            fileName?: string;
            title?: string | null;
        };
        Transport: {
            deliveryTime?: string | null;
            id: number;
            logo?: string | null;
            name?: string | null;
            product?: {
                grossPrice?: number | null;
                netPrice?: number | null;
            } | null;
        };
        /** @description Customer data of a visitor paying at checkout (registers the visitor): full contact and delivery data, a password and the legal acceptance are required. */
        VisitorCheckoutCustomer: components["schemas"]["CheckoutCustomer"] & {
            /** @constant */
            acceptConditions: true;
            addressLine1: string;
            city: string;
            country: string;
            /** Format: email */
            email: string;
            name: string;
            password: string;
            phone: string;
            postalCode: string;
            surname: string;
            town: string;
        };
        Voucher: {
            balance?: number | null;
            description?: string | null;
            /** @description Price when the voucher is offered for sale (header/home lists). */
            grossPrice?: number | null;
            id: number;
            logo?: string | null;
            movements?: components["schemas"]["VoucherMovement"][] | null;
            name?: string | null;
            netPrice?: number | null;
        };
        /** @description Vouchers usable to pay one sale. */
        VoucherEntry: {
            saleId?: number | null;
            vouchers?: components["schemas"]["VoucherOption"][];
        };
        VoucherMovement: {
            /** @description Signed amount; a leading minus sign marks a charge, otherwise a recharge. */
            amount?: number | string | null;
            /** Format: date-time */
            created?: string | null;
            current?: number | null;
            previousAmount?: number | null;
        };
        VoucherOption: {
            id?: number;
            name?: string | null;
            voucher?: {
                id?: number;
            };
        };
        WaitlistPlace: {
            /** Format: date-time */
            offerExpiresAt?: string | null;
            /** @description 1 for the first in line; null when not in line. */
            position?: number | null;
            /** @enum {string} */
            status: "None" | "Waiting" | "Offered";
            /** @description Players in line (waiting or holding an offer). */
            waiting: number;
        };
    };
    responses: {
        /** @description Malformed input; errorMsg names the field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "email: must be a non-empty string"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request was based on a version that is no longer the current one (someone changed it meanwhile); reload. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Someone published a newer version meanwhile. Reload to see it."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The authenticated customer may not act on the customer named by the request (see x-customer-scope), or on the resource addressed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Forbidden"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The matching rows. */
        LookupAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkEnvelope"] & {
                    rowData?: components["schemas"]["LookupRow"][];
                    totalCount?: number | null;
                };
            };
        };
        /** @description The addressed id or token does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not implemented by this server yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Not implemented by this server yet"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many attempts; retry after the number of seconds in Retry-After. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Too many attempts, please try again later"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Missing, invalid or expired bearer token. The portal clears its local storage and opens the login with a back URL. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "ok": false,
                 *       "errorMsg": "Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        BookingIdPath: number;
        BookingTypeIdQuery: number;
        /** @description Customer id (the logged-in customer or a member of the same family account). */
        CustomerIdPath: number;
        /** @description The day (YYYY-MM-DD), in the club's time zone. */
        DateQuery: string;
        /** @description Row after the last one of the page (page size 30 means endRow = startRow + 30). */
        EndRow: number;
        /** @description JSON-encoded GridStatus (filters and sort), URL-encoded. */
        GridStatus: string;
        IdPath: number;
        /** @description Version of the portal build sending the request (sent on every call; documented once here). */
        PortalVersion: string;
        /** @description First row of the page (0-based). */
        StartRow: number;
    };
    requestBodies: {
        LookupSearchBody: {
            content: {
                "application/json": {
                    /** @default 20 */
                    endRow?: number;
                    /** @description Text the row's name contains, in any case (a blank text matches every row). */
                    search: string;
                    /** @default 0 */
                    startRow?: number;
                };
            };
        };
    };
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description Storage version of the server. When it differs from the version the portal stored, the portal clears its session; when the new version is above 0 it also logs out. */
        StorageVersion: number;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners (the home shows the first 4). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Banner"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getClubSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ClubSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listClubSettingsVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ClubSettingsVersion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadClubImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                    /** @enum {string} */
                    kind: "logo" | "banner";
                };
            };
        };
        responses: {
            /** @description Stored (model.path), or refused (not an image). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            path: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    publishClubSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseVersion: number;
                    document: components["schemas"]["ClubSettingsDocument"];
                };
            };
        };
        responses: {
            /** @description Published (model is the new current settings), or refused with each mistake's JSON path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ClubSettings"];
                        /** @description One line per mistake, starting with its JSON path (`/home/sections/0/id`). */
                        problems?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rollBackClubSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseVersion: number;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Published again (model is the new current settings), or refused with its problems. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ClubSettings"];
                        problems?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLegalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Legal texts as HTML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["LegalSettings"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getMainSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the portal build sending the request (sent on every call; documented once here). */
                "X-Portal-Version"?: components["parameters"]["PortalVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings. */
            200: {
                headers: {
                    "X-Storage-Version": components["headers"]["StorageVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["MainSettings"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getHeaderTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["HeaderTemplate"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPost: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listTextBlocks: {
        parameters: {
            query?: {
                /** @description Row after the last one of the page (page size 30 means endRow = startRow + 30). */
                endRow?: components["parameters"]["EndRow"];
                /** @description JSON-encoded GridStatus (filter TextBlockType equals Testimonials or Teams), URL-encoded. Lower-case name as sent by the portal. */
                gridstatus?: string;
                /** @description Look-up mode (short rows). */
                lookup?: boolean;
                /** @description First row of the page (0-based). */
                startRow?: components["parameters"]["StartRow"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        rowData?: components["schemas"]["Post"][] | null;
                        totalCount?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /** @description Row after the last one of the page (page size 30 means endRow = startRow + 30). */
                endRow?: components["parameters"]["EndRow"];
                /** @description JSON-encoded GridStatus (filters and sort), URL-encoded. */
                gridStatus?: components["parameters"]["GridStatus"];
                /** @description First row of the page (0-based). */
                startRow?: components["parameters"]["StartRow"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Post"][] | null;
                        totalCount?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listRecentPosts: {
        parameters: {
            query: {
                count: number;
                popular?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Posts, newest (or most popular) first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Post"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getDynamicFormDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                parentId: number;
                parentName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["DynamicFormDefinition"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveDynamicForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    acceptConditions?: boolean | null;
                    activityCategoryId?: number | null;
                    customerId: number;
                    /** @description Sent as indexed parts Fields[i].id, Fields[i].name, Fields[i].value. */
                    Fields?: components["schemas"]["DynamicFormFieldValue"][];
                    files?: string[];
                    okRss?: boolean | null;
                    parentId: number;
                    parentName: string;
                    partnerCustomerId?: number | null;
                };
            };
        };
        responses: {
            /** @description Saved, or ok false with errorMsg (model then may be a field-error map). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["SignUpResultItem"][] | components["schemas"]["FieldErrors"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOpenFiles: {
        parameters: {
            query: {
                category?: string;
                parentId: number;
                parentName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Files with url (and, for sponsors, description holding the link). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["FileUpload"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    netpayCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                transactionToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok true when paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    paypalCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorizationId?: string | null;
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description Paid, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPopularProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listTrendingProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    validatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    customerId?: number | null;
                    saleIds?: number[];
                    saleItems?: components["schemas"]["SaleItem"][];
                };
            };
        };
        responses: {
            /** @description Discount, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["PromoResult"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAcademyCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description Saved (model is the saved customer), or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        errors?: components["schemas"]["FieldErrors"] | null;
                        model?: components["schemas"]["Customer"] | null;
                        /** @description The new address waiting for its confirmation link to be used. */
                        pendingEmail?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description Saved (model is the saved customer), or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        errors?: components["schemas"]["FieldErrors"] | null;
                        model?: components["schemas"]["Customer"] | null;
                        /** @description The new address waiting for its confirmation link to be used. */
                        pendingEmail?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccessCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["AccessCode"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity, whether it has a custom sign-up form, and whether the customer is already in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        alreadyIn?: boolean | null;
                        /** @description A dynamic form must be filled to sign up. */
                        hasCustomSignUp?: boolean | null;
                        model?: components["schemas"]["Activity"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getActivityForCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity, whether it has a custom sign-up form, and whether the customer is already in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        alreadyIn?: boolean | null;
                        /** @description A dynamic form must be filled to sign up. */
                        hasCustomSignUp?: boolean | null;
                        model?: components["schemas"]["Activity"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listActivityCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories (empty when the activity has none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ActivityCategory"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    signUpActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    /** @description Activity id. */
                    id: number;
                    partnerCustomerId?: number | null;
                };
            };
        };
        responses: {
            /** @description Sign-up results, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["SignUpResultItem"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    /** @description Activity id. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Left, or ok false with errorMsg. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listActivities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Activity"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    confirmActivityPartner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Confirmed (model names the activity), or ok false with errorMsg (an unknown or used link). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            activityId: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listAvailableDates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingTypeId: number;
                    /**
                     * Format: club-day
                     * @description First day of the range (yyyy-MM-dd, club calendar).
                     */
                    date: string;
                    /**
                     * @description How many days from `date` to look at.
                     * @default 14
                     */
                    days?: number;
                };
            };
        };
        responses: {
            /** @description The dates with a free slot, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            dates: string[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getBookingTemplateInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                templateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Template info (participant contact data only when allowSeeParticipants). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["BookingTemplateInfo"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBookingTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Booking types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["BookingType"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listByPlaceBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingTypeId?: number | null;
                    /** @description Only bookings of these concepts (the page's query keys matches, school and events); empty or null means every concept. */
                    concepts?: components["schemas"]["ActivityKind"][] | null;
                    customerId?: number | null;
                    /** Format: club-day */
                    date: string;
                    /** @description Only bookings of this gender (Male, Female, Mixed or Open). */
                    gender?: components["schemas"]["Gender"] | null;
                    /** @description Only bookings whose level range holds this level (a booking without a range holds every level). */
                    level?: number | null;
                };
            };
        };
        responses: {
            /** @description Bookings (empty shows "Oops! there is nothing you can join"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Booking"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    prebookMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrebookRequest"];
            };
        };
        responses: {
            /** @description Pre-booked, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PrebookResult"] | components["schemas"]["FieldErrors"] | null;
                        reason?: components["schemas"]["RefusalReason"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    joinBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                origin: components["schemas"]["Origin"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    team?: components["schemas"]["Team"];
                };
            };
        };
        responses: {
            /** @description Joined, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PlacePrebookResult"] | components["schemas"]["FieldErrors"] | null;
                        reason?: components["schemas"]["RefusalReason"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    joinBookingAtPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                origin: components["schemas"]["Origin"];
                placeId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    team?: components["schemas"]["Team"];
                };
            };
        };
        responses: {
            /** @description Joined, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PlacePrebookResult"] | components["schemas"]["FieldErrors"] | null;
                        reason?: components["schemas"]["RefusalReason"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getByPlaceLevelRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Level range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LevelRange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    downloadBookingCalendarByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as iCalendar (attachment booking-<id>.ics). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadBookingCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking as iCalendar (attachment booking-<id>.ics). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCalendarFeedUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed's URLs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            /** @description The feed over HTTP(S) (https://<club>/api/publicbookings/calendar/feed/<token>). */
                            url: string;
                            /** @description The same feed with the webcal scheme, which opens the device's calendar app. */
                            webcalUrl: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateCalendarFeedUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed's URLs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            /** @description The feed over HTTP(S) (https://<club>/api/publicbookings/calendar/feed/<token>). */
                            url: string;
                            /** @description The same feed with the webcal scheme, which opens the device's calendar app. */
                            webcalUrl: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        /** @description Refunds made (payment method and amount); shape designed by this contract. */
                        infoReturns?: components["schemas"]["Refund"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBookingByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Next and past bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CustomerBookings"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Next and past bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CustomerBookings"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDateAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingTypeResourceId: number;
                    customerId?: number | null;
                    /** Format: club-day */
                    date: string;
                };
            };
        };
        responses: {
            /** @description Availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ResourceList"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getBookingFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["FiltersModel"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getBookingFiltersByType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingTypeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["FiltersModel"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getBookingInfo: {
        parameters: {
            query?: {
                /** @description The booking's public token, from the public booking page's link. */
                bookingToken?: string;
            };
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            booking?: components["schemas"]["Booking"];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerLevels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Level entries (empty list when the customer has no level yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["LevelEntry"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLevelProviderLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                provider: components["schemas"]["LevelProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `model` is the URL to open (null when the provider offers no link). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        /** Format: uri */
                        model?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    linkLevelProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                provider: components["schemas"]["LevelProvider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The provider's user id (the user_id query value). */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Linked, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listBookingAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingTypeId: number;
                    customerId?: number | null;
                    /**
                     * Format: club-day
                     * @description Day to list (yyyy-MM-dd, optionally with a time part).
                     * @example 2025-06-01
                     */
                    date: string;
                };
            };
        };
        responses: {
            /** @description Resources with their time table; an empty list comes with model.errorMsg. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["ResourceList"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    loadBookingPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingTypeId: number;
                    customerId: number;
                    /** @description Minutes. */
                    duration: number;
                    /** @description First block not marked noOnline. */
                    resourceId: number;
                    /**
                     * Format: club-day
                     * @description Slot start (yyyy-MM-dd HH:mm or ISO 8601).
                     */
                    startDate: string;
                };
            };
        };
        responses: {
            /** @description The price, or ok false with errorMsg (the portal then uses 0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        price?: components["schemas"]["Price"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getBookingOpening: {
        parameters: {
            query: {
                bookingTypeId: components["parameters"]["BookingTypeIdQuery"];
                /** @description The day (YYYY-MM-DD), in the club's time zone. */
                date: components["parameters"]["DateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opening. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    putBookingOpeningRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpeningRequestBody"];
            };
        };
        responses: {
            /** @description The opening with the caller's request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Outside the day's window (not open yet, or the draw has been made); errorMsg says when. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteBookingOpeningRequest: {
        parameters: {
            query: {
                bookingTypeId: components["parameters"]["BookingTypeIdQuery"];
                /** @description The day (YYYY-MM-DD), in the club's time zone. */
                date: components["parameters"]["DateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opening with the caller's request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Outside the day's window (not open yet, or the draw has been made); errorMsg says when. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    prebookBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrebookRequest"];
            };
        };
        responses: {
            /** @description Pre-booked, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PrebookResult"] | components["schemas"]["FieldErrors"] | null;
                        reason?: components["schemas"]["RefusalReason"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveBookingResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bookingId: number;
                    /** @description Games per set of team 1. */
                    team1: number[];
                    team2: number[];
                };
            };
        };
        responses: {
            /** @description Saved results, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: {
                            team1?: number[];
                            team2?: number[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBookingTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    team: components["schemas"]["Team"];
                };
            };
        };
        responses: {
            /** @description Moved, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getWaitlistPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place in line, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["WaitlistPlace"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place in line, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["WaitlistPlace"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    leaveWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place in line, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["WaitlistPlace"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupBookingTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LookupSearchBody"];
        responses: {
            200: components["responses"]["LookupAnswer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCustomerComms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emails and SMS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Communications"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendInfoRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfoRequest"];
            };
        };
        responses: {
            /** @description Sent ("Thanks! we will contact you ASAP!"), or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomerFees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fee groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["FeeGroup"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    stopPeriodicSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer periodic sale id. */
                cpsId: number;
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped; a non-empty errorMsg (ok false) is shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    activateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Activated, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        /** @description ok false because the account of this link is already active (the link was used before). */
                        alreadyActive?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    loginCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    externalToken?: string | null;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Login answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["LoginModel"] | null;
                        /** @description Open the reset-password mode (with errorMsg). */
                        redirect?: boolean | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The account uses the new address, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    impersonateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Profile (customer) id to switch to. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description New session, or ok false with errorMsg. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        customer?: components["schemas"]["FamilyMember"] | null;
                        /** Format: date-time */
                        expiry?: string | null;
                        token?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 20 */
                    endRow?: number;
                    /** @description Text matched against name, surname and email (at least 3 characters). */
                    search: string;
                    /** @default 0 */
                    startRow?: number;
                };
            };
        };
        responses: {
            /** @description Matching customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        rowData?: components["schemas"]["CustomerSearchResult"][];
                        totalCount?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    registerCustomer: {
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
                     * @description The legal-acceptance checkbox; must be true.
                     * @constant
                     */
                    acceptConditions: true;
                    email: components["schemas"]["EmailAddress"];
                    name: components["schemas"]["PersonName"];
                    /** @description What the club calls the player (on the court sheet, in the matches). Not on the product's form: a club adds it to its registration form from its club file, and the server keeps it with the customer. */
                    nickname?: string | null;
                    /** @description Marketing consent. */
                    okRss?: boolean | null;
                    password: components["schemas"]["NewPassword"];
                    phone?: components["schemas"]["PhoneNumber"] | null;
                    surname: components["schemas"]["PersonName"];
                };
            };
        };
        responses: {
            /** @description Registered (status Temp until activated), or ok false with errorMsg (e.g. email taken). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            id?: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    plainNewPass: components["schemas"]["NewPassword"];
                    plainOldPass: string;
                };
            };
        };
        responses: {
            /** @description Changed (with the session's fresh token), or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        errors?: components["schemas"]["FieldErrors"] | null;
                        /** Format: date-time */
                        expiry?: string | null;
                        /** @description The new access token of the session that changed the password (older tokens are revoked). */
                        token?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plainPassword: components["schemas"]["NewPassword"];
                    token: string;
                };
            };
        };
        responses: {
            /** @description ok true when changed (every session is signed out, every other reset link voided); ok false for an unknown, expired or used token, or a password the policy refuses (errorMsg says why; the token stays usable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    requestPasswordReset: {
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
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        /**
                         * @example Temp
                         * @example Active
                         */
                        customerStatus?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque download token (from the /publictickets/{token} or /publicinvoices/{token} link). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No invoice has this token. Unlike the 200 answer, this one is JSON (the error envelope), whatever the request's Accept says: the portal shows its errorMsg under the download page's error text. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": false,
                     *       "errorMsg": "Invoice not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Memberships. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Membership"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    processMercadoPagoPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    installments?: number | null;
                    issuer_id?: string | number | null;
                    payer?: {
                        email?: string | null;
                        identification?: {
                            number?: string | null;
                            type?: string | null;
                        } | null;
                    } | null;
                    payment_method_id?: string | null;
                    /** @description Id of the checkout request (mercadoPago.id of the checkout answer). */
                    rqId: string | number;
                    saveCardToken?: boolean | null;
                    token?: string | null;
                    transaction_amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Paid (go to /cz/ok), or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            /**
                             * @example approved
                             * @example rejected
                             * @example in_process
                             */
                            status?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteCustomerCardToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cardId: number;
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted ("Data modified!"), or ok false with errorMsg. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerCardTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CreditCardToken"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    checkStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    saleItemsDto: components["schemas"]["StockCheckItem"][];
                };
            };
        };
        responses: {
            /** @description ok true when the stock suffices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        error?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    lookupProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LookupSearchBody"];
        responses: {
            200: components["responses"]["LookupAnswer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getPushPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's switches and how many browsers are subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PushPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setPushPreference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushPreferenceChange"];
            };
        };
        responses: {
            /** @description The customer's switches and how many browsers are subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PushPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            publicKey: string;
                        };
                    };
                };
            };
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscription"];
            };
        };
        responses: {
            /** @description The customer's switches and how many browsers are subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PushPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushUnsubscription"];
            };
        };
        responses: {
            /** @description The customer's switches and how many browsers are subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["PushPreferences"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    lookupResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LookupSearchBody"];
        responses: {
            200: components["responses"]["LookupAnswer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getCustomerTraining: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    /** @description Training id. */
                    itemId: number;
                };
            };
        };
        responses: {
            /** @description The training. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["TrainingDetail"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCustomerTrainings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                };
            };
        };
        responses: {
            /** @description Trainings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            next?: components["schemas"]["TrainingSummary"][];
                            past?: components["schemas"]["TrainingSummary"][];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque download token (from the /publictickets/{token} or /publicinvoices/{token} link). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No ticket has this token. Unlike the 200 answer, this one is JSON (the error envelope), whatever the request's Accept says: the portal shows its errorMsg under the download page's error text. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": false,
                     *       "errorMsg": "Ticket not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTurnstilesEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bare JSON boolean. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    openTurnstile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access code (image or text), or ok false with reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["AccessCode"] | null;
                        reason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    openTurnstileByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: components["parameters"]["BookingIdPath"];
                bookingToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access code (image or text), or ok false with reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["AccessCode"] | null;
                        reason?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Voucher"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vouchers on sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Voucher"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listVouchersByCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Vouchers on sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Voucher"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRazorpayPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                paymentId: string;
                signature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"] & {
                    customer: components["schemas"]["VisitorCheckoutCustomer"];
                };
            };
        };
        responses: {
            /** @description How to continue, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CheckoutResult"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    checkoutCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"] & {
                    /** @description The paying customer; `customer.id`, when sent, must be the same. */
                    customerId: number;
                };
            };
        };
        responses: {
            /** @description How to continue, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CheckoutResult"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCheckoutInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartContent"];
            };
        };
        responses: {
            /** @description Checkout info, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CheckoutInfo"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomerCheckoutInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartContent"] & {
                    customerId: number;
                };
            };
        };
        responses: {
            /** @description Checkout info, or ok false. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["CheckoutInfo"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCustomerOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Order"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                saleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: components["schemas"]["Order"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"] | null;
                        popular?: components["schemas"]["Product"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getProductForCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"] | null;
                        popular?: components["schemas"]["Product"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Row after the last one of the page (page size 30 means endRow = startRow + 30). */
                endRow?: components["parameters"]["EndRow"];
                /** @description JSON-encoded GridStatus (filters and sort), URL-encoded. */
                gridStatus?: components["parameters"]["GridStatus"];
                /** @description First row of the page (0-based). */
                startRow?: components["parameters"]["StartRow"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"][] | null;
                        popular?: components["schemas"]["Product"][] | null;
                        productTypes?: components["schemas"]["ProductType"][] | null;
                        totalCount?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listProductsByCustomer: {
        parameters: {
            query: {
                customerId: number;
                /** @description Row after the last one of the page (page size 30 means endRow = startRow + 30). */
                endRow?: components["parameters"]["EndRow"];
                /** @description JSON-encoded GridStatus (filters and sort), URL-encoded. */
                gridStatus?: components["parameters"]["GridStatus"];
                /** @description First row of the page (0-based). */
                startRow?: components["parameters"]["StartRow"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Product"][] | null;
                        popular?: components["schemas"]["Product"][] | null;
                        productTypes?: components["schemas"]["ProductType"][] | null;
                        totalCount?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPaymentModeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment-mode settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentModeSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPendingSales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Debts (empty list shows "No payments pending"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        data?: components["schemas"]["Debt"][] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStripePaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment_intent or setup_intent id of the return query. */
                intentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    processTransbankTokenization: {
        parameters: {
            query: {
                TBK_TOKEN: string;
            };
            header?: never;
            path: {
                requestId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `model.id` is the saved card token id to resume checkout with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            id?: number | string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startTransbankTokenization: {
        parameters: {
            query?: {
                /** @description Always true from the portal (return to the portal's checkout). */
                fromPublic?: boolean;
            };
            header?: never;
            path: {
                /** @description Customer id (the logged-in customer or a member of the same family account). */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `model.redirectUrl` is where the browser goes to tokenize. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"] & {
                        model?: {
                            /** Format: uri */
                            redirectUrl?: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
