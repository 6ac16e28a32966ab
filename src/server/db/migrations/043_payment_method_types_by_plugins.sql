-- A payment method's type is no longer listed in the schema: 004_shop's CHECK named every type by hand, so each
-- new payment provider needed a migration to widen it. The server knows the types it can take (the club's own and
-- its payment plug-ins, src/server/payments/providers/index.ts): it offers no method of another type, and a
-- checkout with one is refused as not available.
ALTER TABLE payment_methods DROP CONSTRAINT payment_methods_type_check;
