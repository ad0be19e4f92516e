-- A financed item's payout is two payments (docs/decisions/0043, addendum): the settlement's own payment
-- reference beside the customer's. Empty for every claim paid before.
ALTER TABLE "claims" ADD COLUMN "settlement_reference" text;