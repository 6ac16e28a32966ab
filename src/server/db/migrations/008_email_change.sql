-- A change of a customer's e-mail waits for a confirmation link mailed to the new address: the
-- address travels with the one-time token until the link is used.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check CHECK (purpose IN ('activation', 'password_reset', 'email_change'));
ALTER TABLE auth_tokens ADD COLUMN new_email text CHECK (new_email ~ '^[^@\s]+@[^@\s]+$');
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_new_email_check_purpose CHECK ((purpose = 'email_change') = (new_email IS NOT NULL));
