/**
 * The bulk load, one INSERT ... SELECT FROM generate_series per table. Policy i (0 ≤ i < policies) copies
 * template i's shape (half families, three in ten single members, two in ten couples), has holder i % holders
 * (a fifth of the holders have two policies), one of the five billing days (evenly), a start date in the last
 * three years and up to HISTORY_MONTHS premiums collected. Holders 7, 207, 407… have a failing debit order:
 * their last premium failed, so their policies are in grace (balance owing) or, past it, LAPSED. Three in a
 * hundred of the others are CANCELLED. About 5 % of the policies have a claim (for the spouse): one submitted
 * more than DECIDED_AFTER_DAYS ago has been decided (nine in ten paid out, the others repudiated and closed), a
 * later one waits in one of the back office's four claim queues (open, in review, acknowledged, pending payout).
 *
 * Reads the temp tables `tpl` (template policy, application, quote package and claim ids, by shape n),
 * `cal` (each billing day's past due dates, newest first, and next due date) and `rand` (premium → 'R 150,00').
 */
export interface LoadSize {
  policies: number;
  holders: number;
  /** YYYY-MM-DD */
  asOf: string;
}

export interface LoadStep {
  /** the table filled (or the work done) */
  name: string;
  sql: string;
}

/** A claim is decided and paid (or repudiated) within this many days of the death, in the book. */
const DECIDED_AFTER_DAYS = 45;

/** When the day's instant happens in Johannesburg. */
const at = (day: string, time: string) => `((${day} + time '${time}') at time zone 'Africa/Johannesburg')`;

export function loadSteps({ policies, holders, asOf }: LoadSize): LoadStep[] {
  const today = `date '${asOf}'`;
  /** When a claim was submitted: two days after the death. */
  const claimed = at('s.death + 2', '11:00');
  /** A claim's step `days` after the death, at 10:00 (a recent claim's steps quicker: not after now). */
  const claimStep = (days: number | string) =>
    `greatest(${claimed}, least(now(), ${at(`s.death + ${days}`, '10:00')}))`;
  const startOf = (n: string) => `(${today} - pg_temp.mix(${n}, 3, 1095))`;
  return [
    {
      name: 'policy_holders',
      sql: `
insert into policy_holders (id, owner_pool, owner_sub, type, id_type, id_number, id_country, first_name, last_name,
  email, cellphone, date_of_birth, gender, created_at, updated_at)
select pg_temp.uid('h', k), 'retail', pg_temp.uid('sub', k)::text, 'individual', 'id', pg_temp.holder_id(k), 'ZA',
  pg_temp.first_name(k), pg_temp.last_name(k), 'holder' || k || '@example.co.za',
  '+2782' || lpad((k % 10000000)::text, 7, '0'), pg_temp.holder_dob(k),
  case when pg_temp.mix(k, 9, 2) = 1 then 'male' else 'female' end, ${at(startOf('k'), '07:00')}, ${at(startOf('k'), '07:00')}
from generate_series(0, ${holders - 1}) k`,
    },
    {
      name: 'policy shape (temp)',
      sql: `
create temp table bp as
select s.i, s.k, s.t, c.billing_day, c.dues, c.next_due, s.start_date, tp.policy_id as tpl_policy,
  tp.application_id as tpl_application, tp.quote_package_id as tpl_quote, tp.monthly_premium as premium,
  ${at('s.start_date', '08:00')} + (s.i % 36000) * interval '1 second' as start_ts, p.paid, f.failing,
  case when f.failing and ${today} > c.dues[1] + 15 then 'LAPSED'
       when not f.failing and pg_temp.mix(s.i, 4, 100) < 3 then 'CANCELLED' else 'ACTIVE' end as status
from (
  select i, i % ${holders} as k,
    case when pg_temp.mix(i, 1, 10) < 5 then 0 when pg_temp.mix(i, 1, 10) < 8 then 1 else 2 end as t,
    pg_temp.mix(i, 2, 5) as day_index, greatest(${startOf('i')}, ${startOf(`(i % ${holders})`)}) as start_date
  from generate_series(0, ${policies - 1}) i
) s
join cal c on c.idx = s.day_index
join tpl tp on tp.n = s.t
cross join lateral (select count(*)::int as paid from unnest(c.dues) d where d > s.start_date) p
cross join lateral (select s.k % 200 = 7 and p.paid > 0 as failing) f;
alter table bp add column ended_at timestamptz;
update bp set ended_at = case status
  when 'LAPSED' then ${at('dues[1] + 16', '06:00')}
  when 'CANCELLED' then ${at(`least(greatest(start_date, dues[1]) + 1, ${today})`, '10:00')} end
where status <> 'ACTIVE';
analyze bp`,
    },
    {
      name: 'payment_methods',
      sql: `
insert into payment_methods (id, policy_holder_id, type, bank_name, branch_code, account_holder_name, account_number,
  account_type, debit_order_date, failing, consecutive_failures, created_at, updated_at)
select pg_temp.uid('pm', bp.k), pg_temp.uid('h', bp.k), 'debit_order', b.bank_name, b.branch_code,
  pg_temp.first_name(bp.k) || ' ' || pg_temp.last_name(bp.k), lpad((1000000000 + bp.k * 7)::text, 11, '6'),
  case when pg_temp.mix(bp.k, 13, 3) = 0 then 'savings' else 'cheque' end, bp.billing_day,
  bp.k % 200 = 7, case when bp.failing then 1 else 0 end, bp.start_ts, bp.start_ts
from bp join bank b on b.idx = pg_temp.mix(bp.k, 14, (select count(*)::int from bank))
where bp.i < ${holders}`,
    },
    {
      name: 'quote_packages',
      sql: `
insert into quote_packages (id, line, package_name, channel, owner_pool, owner_sub, input, quote, sum_assured,
  base_premium, suggested_premium, billing_frequency, rate_table_version, quoted_on, expires_at, used_at, created_at,
  updated_at)
select pg_temp.uid('q', bp.i), q.line, q.package_name, q.channel, 'retail', pg_temp.uid('sub', bp.k)::text,
  jsonb_set(q.input, '{mainMember,idNumber}', to_jsonb(pg_temp.holder_id(bp.k))), q.quote, q.sum_assured,
  q.base_premium, q.suggested_premium, q.billing_frequency, q.rate_table_version, bp.start_date,
  bp.start_ts + interval '7 days', bp.start_ts, bp.start_ts - interval '10 minutes', bp.start_ts
from bp join quote_packages q on q.id = bp.tpl_quote`,
    },
    {
      name: 'applications',
      sql: `
insert into applications (id, line, quote_package_id, policy_holder_id, package_name, channel, status, billing_day,
  payment_method_id, sum_assured, base_premium, monthly_premium, rate_table_version, quote, details, call_centre,
  declaration_form_provided, declaration_accepted_at, policy_id, created_at, updated_at)
select pg_temp.uid('a', bp.i), a.line, pg_temp.uid('q', bp.i), pg_temp.uid('h', bp.k), a.package_name, a.channel,
  a.status, bp.billing_day, pg_temp.uid('pm', bp.k), a.sum_assured, a.base_premium, a.monthly_premium,
  a.rate_table_version, a.quote, a.details, false, false, bp.start_ts, pg_temp.uid('p', bp.i),
  bp.start_ts - interval '5 minutes', bp.start_ts
from bp join applications a on a.id = bp.tpl_application`,
    },
    {
      name: 'policies',
      sql: `
insert into policies (id, policy_number, line, application_id, policy_holder_id, package_name, channel, status,
  sum_assured, base_premium, monthly_premium, rate_table_version, module, details, line_data, billing_day,
  next_billing_date, start_date, cooling_off_ends_on, balance, payment_method_id, version, cancelled_at,
  cancellation_reason, lapsed_at, created_at, updated_at)
select pg_temp.uid('p', bp.i), 'FUN-' || to_char(bp.start_date, 'YYYY') || '-' || pg_temp.number6(bp.i + 100),
  p.line, pg_temp.uid('a', bp.i), pg_temp.uid('h', bp.k), p.package_name, p.channel, bp.status, p.sum_assured,
  p.base_premium, p.monthly_premium, p.rate_table_version,
  jsonb_set(p.module, '{startDate}', to_jsonb(bp.start_date::text)), p.details,
  jsonb_set(p.line_data, '{naturalDeathWaitingEndsOn}', to_jsonb((bp.start_date + interval '6 months')::date::text)),
  bp.billing_day, case when bp.status = 'ACTIVE' then bp.next_due end, bp.start_date, bp.start_date + 31,
  case when bp.failing then bp.premium else 0 end, pg_temp.uid('pm', bp.k), 1,
  case when bp.status = 'CANCELLED' then bp.ended_at end, case when bp.status = 'CANCELLED' then 'too_expensive' end,
  case when bp.status = 'LAPSED' then bp.ended_at end, bp.start_ts, coalesce(bp.ended_at, bp.start_ts)
from bp join policies p on p.id = bp.tpl_policy`,
    },
    {
      name: 'policy_members',
      sql: `
insert into policy_members (id, policy_id, role, first_name, last_name, id_number, date_of_birth, relation,
  coverage_option, is_studying, is_disabled, cover_amount, accidental_cover_amount, premium, age, position, added_on,
  created_at, updated_at)
select pg_temp.uid('m', bp.i * 8 + m.position), pg_temp.uid('p', bp.i), m.role,
  case when m.role = 'main' then pg_temp.first_name(bp.k) else m.first_name end,
  case when m.role = 'extended' then m.last_name else pg_temp.last_name(bp.k) end,
  case m.role when 'main' then pg_temp.holder_id(bp.k)
    when 'spouse' then pg_temp.sa_id(m.date_of_birth, pg_temp.mix(bp.i, 8, 5000), 0) else m.id_number end,
  case when m.role = 'main' then pg_temp.holder_dob(bp.k) else m.date_of_birth end, m.relation, m.coverage_option,
  m.is_studying, m.is_disabled, m.cover_amount, m.accidental_cover_amount, m.premium, m.age, m.position,
  bp.start_date, bp.start_ts, bp.start_ts
from bp join policy_members m on m.policy_id = bp.tpl_policy`,
    },
    {
      name: 'beneficiaries',
      sql: `
insert into beneficiaries (id, policy_id, relation, first_name, last_name, id_number, email, mobile, percentage,
  position, created_at, updated_at)
select pg_temp.uid('b', bp.i * 4 + b.position), pg_temp.uid('p', bp.i), b.relation, b.first_name,
  pg_temp.last_name(bp.k), b.id_number, b.email, b.mobile, b.percentage, b.position, bp.start_ts, bp.start_ts
from bp join beneficiaries b on b.policy_id = bp.tpl_policy`,
    },
    {
      name: 'collections',
      sql: `
insert into collections (id, policy_id, type, status, amount, due_date, payment_method_id, failure_reason,
  attempted_at, created_at, updated_at)
select pg_temp.uid('c', bp.i * 8 + m), pg_temp.uid('p', bp.i), 'premium',
  case when bp.failing and m = 1 then 'failed' else 'successful' end, bp.premium, bp.dues[m], pg_temp.uid('pm', bp.k),
  case when bp.failing and m = 1 then 'Debit order returned unpaid' end,
  ${at('bp.dues[m]', '06:00')}, ${at('bp.dues[m]', '06:00')}, ${at('bp.dues[m]', '06:00')}
from bp cross join generate_series(1, bp.paid) m`,
    },
    {
      name: 'events',
      sql: `
insert into events (id, entity_type, entity_id, type, data, actor, internal, created_at)
select pg_temp.uid('ei', bp.i), 'policy', pg_temp.uid('p', bp.i)::text, 'policy.issued',
  jsonb_build_object('summary', 'Policy FUN-' || to_char(bp.start_date, 'YYYY') || '-' || pg_temp.number6(bp.i + 100)
      || ' issued, cover starts ' || to_char(bp.start_date, 'FMDD FMMonth YYYY'),
    'premium', bp.premium, 'version', 1, 'applicationId', pg_temp.uid('a', bp.i)::text),
  'retail:' || pg_temp.uid('sub', bp.k)::text, false, bp.start_ts
from bp;
insert into events (id, entity_type, entity_id, type, data, actor, internal, created_at)
select pg_temp.uid('ec', bp.i * 8 + m), 'policy', pg_temp.uid('p', bp.i)::text,
  case when bp.failing and m = 1 then 'collection.failed' else 'collection.successful' end,
  jsonb_build_object('summary', 'Premium of ' || r.rand || ' due ' || to_char(bp.dues[m], 'FMDD FMMonth YYYY')
      || case when bp.failing and m = 1 then ' not collected: Debit order returned unpaid' else ' collected' end,
    'collectionId', pg_temp.uid('c', bp.i * 8 + m)::text, 'amount', bp.premium, 'dueDate', bp.dues[m]::text),
  'billing-run', false, ${at('bp.dues[m]', '06:00')}
from bp cross join generate_series(1, bp.paid) m join rand r on r.premium = bp.premium;
insert into events (id, entity_type, entity_id, type, data, actor, internal, created_at)
select pg_temp.uid('ee', bp.i), 'policy', pg_temp.uid('p', bp.i)::text,
  case bp.status when 'LAPSED' then 'policy.lapsed' else 'policy.cancelled' end,
  case bp.status when 'LAPSED' then jsonb_build_object('summary', 'Policy lapsed: the premium due '
      || to_char(bp.dues[1], 'FMDD FMMonth YYYY') || ' was not paid within 15 days', 'dueDate', bp.dues[1]::text, 'balance', bp.premium)
    else jsonb_build_object('summary', 'Policy cancelled (too_expensive).', 'reason', 'too_expensive', 'withinCoolingOff', false, 'refund', 0) end,
  case bp.status when 'LAPSED' then 'billing-run' else 'retail:' || pg_temp.uid('sub', bp.k)::text end, false, bp.ended_at
from bp where bp.status <> 'ACTIVE'`,
    },
    {
      name: 'claims',
      sql: `
insert into claims (id, claim_number, line, policy_id, policy_holder_id, type, member_id, details, claimant,
  payout_bank_name, payout_branch_code, payout_account_holder_name, payout_account_number, payout_account_type,
  requested_amount_cents, cover_amount_cents, claim_status, approval_status, cover_status_at_submit,
  documents_complete_at, recommendation, recommended_amount_cents, recommended_by, recommended_at,
  granted_amount_cents, decision_reason, decided_by, decided_at, payout_reference, paid_at, created_at, updated_at)
select pg_temp.uid('cl', s.i), 'CLM-' || to_char(s.death, 'YYYY') || '-' || pg_temp.number6(s.i + 100), c.line,
  pg_temp.uid('p', s.i), pg_temp.uid('h', s.k), c.type, sm.id,
  c.details || jsonb_build_object('idNumber', sm.id_number, 'firstName', sm.first_name, 'lastName', sm.last_name,
    'dateOfDeath', s.death::text, 'waitingPeriodEndsOn', (s.start_date + interval '6 months')::date::text,
    'withinWaitingPeriod', s.death < s.start_date + interval '6 months'),
  c.claimant || jsonb_build_object('idNumber', pg_temp.holder_id(s.k), 'firstName', pg_temp.first_name(s.k),
    'lastName', pg_temp.last_name(s.k)),
  c.payout_bank_name, c.payout_branch_code, pg_temp.first_name(s.k) || ' ' || pg_temp.last_name(s.k),
  c.payout_account_number, c.payout_account_type, least(c.requested_amount_cents, sm.cover_amount), sm.cover_amount,
  w.claim_status, w.approval_status, c.cover_status_at_submit,
  case when w.claim_status <> 'open' then ${claimStep(4)} end,
  case when w.claim_status in ('acknowledged', 'pending_payout', 'paid_out', 'closed') then w.recommendation end,
  case when w.recommendation = 'approve' and w.claim_status <> 'in_review'
    then least(c.requested_amount_cents, sm.cover_amount) end,
  case when w.claim_status in ('acknowledged', 'pending_payout', 'paid_out', 'closed') then 'bench-assessor' end,
  case when w.claim_status in ('acknowledged', 'pending_payout', 'paid_out', 'closed')
    then ${claimStep(6)} end,
  case when w.approval_status = 'approved' then least(c.requested_amount_cents, sm.cover_amount) end,
  case when w.approval_status = 'repudiated' then 'The documents do not show a death this policy covers' end,
  case when w.approval_status <> 'pending' then 'bench-supervisor' end,
  case when w.approval_status <> 'pending' then ${claimStep(8)} end,
  case when w.claim_status = 'paid_out' then 'PAY-' || pg_temp.number6(s.i + 100) end,
  case when w.claim_status = 'paid_out' then ${claimStep(10)} end,
  ${claimed},
  ${claimStep(`case w.claim_status when 'open' then 2 when 'in_review' then 4 when 'acknowledged' then 6
    when 'pending_payout' then 8 else 10 end`)}
from (
  select bp.*, least(bp.start_date + pg_temp.mix(bp.i, 7, greatest(1, ${today} - bp.start_date - 1)), ${today} - 2) as death
  from bp where bp.t in (0, 2) and pg_temp.mix(bp.i, 6, 100) < 7
) s
join policy_members tm on tm.policy_id = s.tpl_policy and tm.role = 'spouse'
join policy_members sm on sm.id = pg_temp.uid('m', s.i * 8 + tm.position)
cross join (select * from claims where id = (select claim_id from tpl where n = 0)) c
cross join lateral (
  select case
      when ${today} - s.death > ${DECIDED_AFTER_DAYS} then
        case when pg_temp.mix(s.i, 15, 10) < 9 then 'paid_out' else 'closed' end
      else (array['open', 'in_review', 'acknowledged', 'pending_payout'])[1 + pg_temp.mix(s.i, 16, 4)]
    end as claim_status
) q
cross join lateral (
  select q.claim_status,
    case q.claim_status when 'paid_out' then 'approved' when 'pending_payout' then 'approved'
      when 'closed' then 'repudiated' else 'pending' end as approval_status,
    case q.claim_status when 'closed' then 'repudiate' else 'approve' end as recommendation
) w
where s.death >= s.start_date`,
    },
    {
      name: 'sequences',
      sql: `
select setval('policy_number_seq', ${policies + 1000});
select setval('claim_number_seq', ${policies + 1000})`,
    },
  ];
}
