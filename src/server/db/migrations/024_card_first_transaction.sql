-- Credential on file: the network's id of the first transaction made with a saved card (Redsys answers it as
-- Ds_Merchant_Cof_Txnid when the card is saved). Every later merchant-initiated charge of that card names it
-- (DS_MERCHANT_COF_TXNID), as the card schemes require of stored-credential payments. Null for a card saved
-- before it was kept, or by a provider that keeps this link itself.
ALTER TABLE card_tokens ADD COLUMN first_transaction_id text;
