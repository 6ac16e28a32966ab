-- The mail outbox drained by every server instance (src/server/mail/outbox.ts). A mail is written first and
-- sent afterwards by whichever instance claims it: the claim locks the due rows with FOR UPDATE SKIP LOCKED
-- and moves their next_attempt_at past the time a send may take, so no other instance takes them meanwhile.
-- A failed send is tried again from next_attempt_at (later each time); an instance that died while sending
-- leaves the mail to be claimed again once that time has passed. The plain-text copy goes with the HTML.
ALTER TABLE emails ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE emails ADD COLUMN text_body text;
DROP INDEX emails_outbox_idx;
CREATE INDEX emails_outbox_idx ON emails (next_attempt_at) WHERE sent_at IS NULL;
