-- A partner named at an activity sign-up is not enrolled silently: they confirm through a mailed link,
-- unless the club's setting enrols partners directly. Only the link's SHA-256 is kept.
ALTER TABLE clubs ADD COLUMN activity_partners_enrolled_directly boolean NOT NULL DEFAULT false;
ALTER TABLE activity_inscriptions ADD COLUMN partner_confirmed_at timestamptz;
ALTER TABLE activity_inscriptions ADD COLUMN partner_token_hash text UNIQUE;
-- Pairs signed up before this rule stay confirmed.
UPDATE activity_inscriptions SET partner_confirmed_at = created_at WHERE partner_customer_id IS NOT NULL;
