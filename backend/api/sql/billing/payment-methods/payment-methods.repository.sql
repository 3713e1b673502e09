-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- PaymentMethodsRepository.customerProfileOf
select
  "customer_profile_id"
from
  "billing_customers"
where
  "user_id" = $1;

-- PaymentMethodsRepository.saveCustomerProfile
insert into
  "billing_customers" ("user_id", "customer_profile_id", "created_at")
values
  ($1, $2, $3)
on conflict ("user_id") do nothing;

-- PaymentMethodsRepository.cardsOf
select
  "id",
  "user_id" as "userId",
  "customer_profile_id",
  "payment_profile_id",
  "brand",
  "last4",
  "expiry_month",
  "expiry_year",
  "is_default",
  "created_at",
  "updated_at"
from
  "payment_methods"
where
  "user_id" = $1
order by
  "is_default" desc,
  "created_at" desc,
  "id" desc;

-- PaymentMethodsRepository.cardOf
select
  "id",
  "user_id" as "userId",
  "customer_profile_id",
  "payment_profile_id",
  "brand",
  "last4",
  "expiry_month",
  "expiry_year",
  "is_default",
  "created_at",
  "updated_at"
from
  "payment_methods"
where
  "id" = $1
  and "user_id" = $2;

-- PaymentMethodsRepository.addCard
select
  "user_id"
from
  "billing_customers"
where
  "user_id" = $1
for update;

select
  "id"
from
  "payment_methods"
where
  "user_id" = $1
  and "is_default" = $2;

insert into
  "payment_methods" (
    "id",
    "user_id",
    "customer_profile_id",
    "payment_profile_id",
    "brand",
    "last4",
    "expiry_month",
    "expiry_year",
    "is_default",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
on conflict ("payment_profile_id") do update
set
  "brand" = "excluded"."brand",
  "last4" = "excluded"."last4",
  "expiry_month" = "excluded"."expiry_month",
  "expiry_year" = "excluded"."expiry_year",
  "is_default" = (
    "excluded"."is_default"
    or "payment_methods"."is_default"
  ),
  "updated_at" = "excluded"."updated_at"
where
  "payment_methods"."user_id" = "excluded"."user_id"
returning
  "id",
  "user_id" as "userId",
  "customer_profile_id",
  "payment_profile_id",
  "brand",
  "last4",
  "expiry_month",
  "expiry_year",
  "is_default",
  "created_at",
  "updated_at";

-- PaymentMethodsRepository.updateCard
update "payment_methods"
set
  "brand" = $1,
  "last4" = $2,
  "expiry_month" = $3,
  "expiry_year" = $4,
  "updated_at" = $5
where
  "id" = $6
  and "user_id" = $7
returning
  "id",
  "user_id" as "userId",
  "customer_profile_id",
  "payment_profile_id",
  "brand",
  "last4",
  "expiry_month",
  "expiry_year",
  "is_default",
  "created_at",
  "updated_at";

-- PaymentMethodsRepository.makeDefault
select
  "user_id"
from
  "billing_customers"
where
  "user_id" = $1
for update;

select
  "id",
  "user_id" as "userId",
  "customer_profile_id",
  "payment_profile_id",
  "brand",
  "last4",
  "expiry_month",
  "expiry_year",
  "is_default",
  "created_at",
  "updated_at"
from
  "payment_methods"
where
  "id" = $1
  and "user_id" = $2;

-- PaymentMethodsRepository.deleteCard
select
  "user_id"
from
  "billing_customers"
where
  "user_id" = $1
for update;

delete from "payment_methods"
where
  "id" = $1
  and "user_id" = $2
returning
  "is_default";
