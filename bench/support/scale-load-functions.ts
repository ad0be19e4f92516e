/**
 * Session-local SQL helpers of the bulk load (pg_temp: gone when the loading connection closes). Every row is
 * a function of its number, so tables are filled independently and still point at each other: policy i's
 * holder is uid('h', i % holders), its members uid('m', i * 8 + position), and so on.
 */
/** The kinds of row ids: uid('p', i) is policy i's id. */
const KINDS = `array['h','sub','pm','q','a','p','m','b','c','ei','ec','ee','cl']`;

export const LOAD_FUNCTIONS = String.raw`
-- a version-4-shaped uuid, unique per (kind, n): the first 8 hex digits are a hash, so rows land all over the
-- index as the random ids the application makes do; the last 12 are n and the kind
create function pg_temp.uid(kind text, n bigint) returns uuid language sql immutable parallel safe as $$
  select (lpad(to_hex(hashint8(n * 32 + array_position(${KINDS}, kind))), 8, '0') || '-0000-4000-8000-'
    || lpad(to_hex(n * 32 + array_position(${KINDS}, kind)), 12, '0'))::uuid $$;

-- a well-spread number in [0, m) for row n, independent for each salt
create function pg_temp.mix(n bigint, salt int, m int) returns int language sql immutable parallel safe
  as $$ select ((hashint8(n * 64 + salt)::bigint + 2147483648) % m)::int $$;

-- a well-formed South African ID number: YYMMDD, sequence (0000-4999 female, 5000-9999 male), citizenship, 8, Luhn digit
create function pg_temp.sa_id(dob date, seq int, citizen int) returns text language plpgsql immutable parallel safe as $$
declare
  s text := to_char(dob, 'YYMMDD') || lpad(seq::text, 4, '0') || citizen || '8';
  total int := 0;
  d int;
begin
  for i in 1..12 loop
    d := ascii(substr(s, i, 1)) - 48;
    if i % 2 = 0 then d := 2 * d - 9 * (d / 5); end if;
    total := total + d;
  end loop;
  return s || (10 - total % 10) % 10;
end $$;

-- a policy or claim number's sequence part: at least six digits, as formatPolicyNumber writes it
create function pg_temp.number6(n bigint) returns text language sql immutable parallel safe
  as $$ select lpad(n::text, greatest(6, length(n::text)), '0') $$;

create function pg_temp.first_name(n bigint) returns text language sql immutable parallel safe as $$
  select (array['Thandi','Sipho','Lerato','Naledi','Themba','Zanele','Pieter','Anele','Johan','Ayanda',
                'Nomvula','Bongani','Precious','Kagiso','Refilwe','Mandla','Lindiwe','Tshepo','Annelie','Musa'])[1 + pg_temp.mix(n, 11, 20)] $$;

create function pg_temp.last_name(n bigint) returns text language sql immutable parallel safe as $$
  select (array['Khumalo','Nkosi','Dlamini','Mokoena','Naidoo','Van der Merwe','Botha','Mahlangu','Ndlovu','Pillay',
                'Mthembu','Sithole','Molefe','Zulu','Pretorius','Jacobs','Mabaso','Shabalala','Venter','Maseko'])[1 + pg_temp.mix(n, 12, 20)] $$;

-- holders are born 1960-2000 (ages the funeral rates take); the ID sequence keeps every holder's number unique
create function pg_temp.holder_dob(k bigint) returns date language sql immutable parallel safe
  as $$ select date '1960-01-01' + (k % 14600)::int $$;

create function pg_temp.holder_id(k bigint) returns text language sql immutable parallel safe as $$
  select pg_temp.sa_id(pg_temp.holder_dob(k), (k / 14600)::int + case when pg_temp.mix(k, 9, 2) = 1 then 5000 else 0 end, 0) $$;
`;
