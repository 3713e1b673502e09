-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ReceiptsRepository.issue
insert into
  "receipts" ("charge_id", "number", "issued_at")
select
  cast($1 as uuid) as "charge",
  nextval('receipt_number_seq') as "number",
  now() as "issuedAt"
where
  not exists (
    select
      "charge_id"
    from
      "receipts"
    where
      "charge_id" = $2
  )
on conflict ("charge_id") do nothing;
