-- The language a day's opening request was sent in (issue 26: the opening's leftovers): the draw's mail to
-- its sender, written by whichever instance runs the draw, is in that language, not the club's default. A
-- request sent again keeps the language it was last sent in. Requests stored before this have none: their
-- mails stay in the club's default language.
ALTER TABLE booking_opening_requests ADD COLUMN language text;
