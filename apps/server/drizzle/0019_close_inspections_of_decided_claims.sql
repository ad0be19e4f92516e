-- Motor claims decided before their inspections of the damage followed the decision (close.ts,
-- closeClaimInspectionOf and approveClaimInspectionOf) kept them open in the back office's queue. Each is put
-- as the decision now puts it, credited to whoever decided, when; every statement touches only inspections
-- still open, so a second run, or an empty database, changes nothing. Events first (they read the open
-- inspections), then the claims' details, then the inspections themselves.
--
-- 1. A repudiated claim's inspection still waiting for photos, for their assessment or for a retake is no
-- longer needed: CANCELLED, its link revoked; the inspection and the claim each say so in their history.
INSERT INTO "events" ("entity_type", "entity_id", "type", "data", "actor", "created_at")
SELECT 'pre_inspection', p."id"::text, 'pre_inspection_cancelled',
  jsonb_build_object(
    'summary', 'Inspection no longer needed: claim ' || c."claim_number" || ' was repudiated',
    'claimId', c."id", 'closeReason', 'claim_repudiated'),
  c."decided_by", coalesce(c."decided_at", now())
FROM "pre_inspections" p JOIN "claims" c ON c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
WHERE p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" IN ('AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED') AND c."approval_status" = 'repudiated'
ORDER BY c."decided_at", p."id";--> statement-breakpoint
INSERT INTO "events" ("entity_type", "entity_id", "type", "data", "actor", "created_at")
SELECT 'claim', c."id"::text, 'claim.inspection_status',
  jsonb_build_object('summary', 'Inspection closed: no longer needed', 'preInspectionId', p."id", 'status', 'CANCELLED'),
  c."decided_by", coalesce(c."decided_at", now())
FROM "pre_inspections" p JOIN "claims" c ON c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
WHERE p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" IN ('AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED') AND c."approval_status" = 'repudiated'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text
ORDER BY c."decided_at", p."id";--> statement-breakpoint
UPDATE "claims" c SET
  "details" = jsonb_set(c."details", '{inspection,status}', '"CANCELLED"'),
  "updated_at" = now()
FROM "pre_inspections" p
WHERE c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
  AND p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" IN ('AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED') AND c."approval_status" = 'repudiated'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text;--> statement-breakpoint
UPDATE "pre_inspections" p SET
  "assessment_status" = 'CANCELLED',
  "token_hash" = NULL,
  "token_expires_at" = NULL,
  "updated_at" = now()
FROM "claims" c
WHERE c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
  AND p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" IN ('AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED') AND c."approval_status" = 'repudiated';--> statement-breakpoint
-- 2. An approved claim's photos awaiting assessment (the claim's own inspection, SUBMITTED) are accepted with
-- its approval: APPROVED, assessed by whoever decided the claim, when; both histories say so.
INSERT INTO "events" ("entity_type", "entity_id", "type", "data", "actor", "created_at")
SELECT 'pre_inspection', p."id"::text, 'pre_inspection_approved_with_claim',
  jsonb_build_object('summary', 'Photos accepted with the approval of claim ' || c."claim_number", 'claimId', c."id"),
  c."decided_by", coalesce(c."decided_at", now())
FROM "pre_inspections" p JOIN "claims" c ON c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
WHERE p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" = 'SUBMITTED' AND c."approval_status" = 'approved'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text
ORDER BY c."decided_at", p."id";--> statement-breakpoint
INSERT INTO "events" ("entity_type", "entity_id", "type", "data", "actor", "created_at")
SELECT 'claim', c."id"::text, 'claim.inspection_status',
  jsonb_build_object(
    'summary', 'Photos of the damage accepted with the claim’s approval',
    'preInspectionId', p."id", 'status', 'APPROVED'),
  c."decided_by", coalesce(c."decided_at", now())
FROM "pre_inspections" p JOIN "claims" c ON c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
WHERE p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" = 'SUBMITTED' AND c."approval_status" = 'approved'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text
ORDER BY c."decided_at", p."id";--> statement-breakpoint
UPDATE "claims" c SET
  "details" = jsonb_set(c."details", '{inspection,status}', '"APPROVED"'),
  "updated_at" = now()
FROM "pre_inspections" p
WHERE c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
  AND p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" = 'SUBMITTED' AND c."approval_status" = 'approved'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text;--> statement-breakpoint
UPDATE "pre_inspections" p SET
  "assessment_status" = 'APPROVED',
  "rejection_reason" = NULL,
  "assessed_by" = c."decided_by",
  "assessed_at" = coalesce(c."decided_at", now()),
  "updated_at" = now()
FROM "claims" c
WHERE c."id" = p."claim_id" AND c."policy_holder_id" = p."policy_holder_id"
  AND p."assessment_type" = 'CLAIM_SUBMISSION' AND NOT p."is_deleted"
  AND p."assessment_status" = 'SUBMITTED' AND c."approval_status" = 'approved'
  AND c."details" -> 'inspection' ->> 'preInspectionId' = p."id"::text;
