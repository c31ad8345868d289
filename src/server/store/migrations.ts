// Schema changes in the order they were written. A published migration is never edited:
// a change is a new entry, so an existing DATA_DIR upgrades on its next start.

/** One schema change; `id` orders them and is recorded in schema_migrations. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'identities and profiles',
    sql: `
      create table identities (
        uuid uuid primary key,
        org_code text not null,
        email text not null,
        password_hash text not null,
        phone text,
        created_at bigint not null,
        updated_at bigint not null
      );
      create unique index identities_org_email on identities (org_code, lower(email));
      create table profiles (
        uuid uuid primary key,
        identity_uuid uuid not null unique references identities (uuid) on delete cascade,
        type text not null default 'PRIMARY',
        first_name text,
        middle_name text,
        last_name text,
        suffix text,
        email text not null,
        dob text,
        phone_numbers jsonb not null default '[]',
        addresses jsonb not null default '[]',
        has_ssn boolean not null default false,
        optimizely_profile_uuid uuid,
        updated_at bigint not null
      );`,
  },
  {
    id: 2,
    name: 'applications and checklist status',
    sql: `
      create table applications (
        uuid uuid primary key,
        loan_number text not null unique,
        identity_uuid uuid not null references identities (uuid) on delete cascade,
        org_code text not null,
        idempotency_key text,
        property_key text not null,
        property jsonb not null,
        adjusted_home_amount double precision not null default 0,
        rate double precision not null default 0,
        amount double precision not null default 0,
        term integer not null default 0,
        rate_type text not null default 'FIXED',
        consents jsonb not null default '[]',
        income_sources jsonb not null default '[]',
        referrer jsonb,
        is_crypto boolean not null default false,
        is_inquiry boolean not null default false,
        active boolean not null default true,
        extra jsonb not null default '{}',
        request jsonb not null,
        created_at bigint not null,
        updated_at bigint not null
      );
      create unique index applications_idempotency on applications (identity_uuid, idempotency_key)
        where idempotency_key is not null;
      create index applications_identity on applications (identity_uuid);
      create table checklist_status (
        application_uuid uuid primary key references applications (uuid) on delete cascade,
        checklist_status text not null,
        uw_decision text,
        uw_sub_decision text,
        flags jsonb not null default '{}',
        script jsonb not null default '[]',
        script_started_at bigint not null,
        script_pos integer not null default 0,
        updated_at bigint not null
      );`,
  },
  {
    id: 3,
    name: 'telemetry, waitlist, consents, feedback',
    sql: `
      create table telemetry_sessions (
        uuid uuid primary key,
        tracker_uuid uuid not null,
        epoch bigint not null,
        org_code text not null,
        context text not null,
        body jsonb not null,
        created_at bigint not null
      );
      create table telemetry_events (
        id bigserial primary key,
        tracker_uuid text,
        session_uuid text,
        event text not null,
        dedupe_key text,
        context text not null,
        org_code text not null,
        body jsonb not null,
        created_at bigint not null
      );
      create unique index telemetry_events_dedupe on telemetry_events (tracker_uuid, dedupe_key)
        where dedupe_key is not null;
      create table waitlist_entries (
        uuid uuid primary key,
        org_code text not null,
        email text not null,
        body jsonb not null,
        created_at bigint not null
      );
      create table consents (
        uuid uuid primary key,
        identity_uuid uuid references identities (uuid) on delete cascade,
        org_code text not null,
        kind text not null,
        body jsonb not null,
        created_at bigint not null
      );
      create table feedback (
        uuid uuid primary key,
        identity_uuid uuid references identities (uuid) on delete cascade,
        org_code text not null,
        body jsonb not null,
        created_at bigint not null
      );`,
  },
  {
    id: 4,
    name: 'per-organisation settings',
    sql: `
      create table feature_flags (
        org_code text not null,
        key text not null,
        enabled boolean not null,
        variables jsonb not null default '{}',
        updated_at bigint not null,
        primary key (org_code, key)
      );
      create table auth_modes (
        org_code text primary key,
        new_auth_mode boolean not null,
        updated_at bigint not null
      );`,
  },
  {
    id: 5,
    name: 'experiments per organisation and saved assignments per application',
    sql: `
      create table experiments (
        org_code text not null,
        name text not null,
        enabled boolean not null,
        traffic_percent integer not null check (traffic_percent between 0 and 100),
        updated_at bigint not null,
        primary key (org_code, name)
      );
      create table application_experiments (
        application_uuid uuid not null references applications (uuid) on delete cascade,
        name text not null,
        variation text not null check (variation in ('variation', 'control')),
        created_at bigint not null,
        primary key (application_uuid, name)
      );`,
  },
  {
    id: 6,
    name: 'chat conversations, messages, feedback and surveys',
    sql: `
      create table chat_conversations (
        sid text primary key,
        org_code text not null,
        mode text not null,
        name text not null,
        email text not null,
        application_uuid text,
        identity_uuid text,
        page_url text,
        token text not null unique,
        token_expires_at bigint not null,
        omni_proxy_channel_id text not null,
        provider_channel_id text not null,
        contact_id text,
        nonce text,
        magic text,
        active boolean not null default true,
        ended_reason text,
        created_at bigint not null,
        updated_at bigint not null
      );
      create index chat_conversations_email on chat_conversations (lower(email), created_at);
      create table chat_messages (
        seq bigserial primary key,
        id uuid not null unique,
        conversation_sid text not null references chat_conversations (sid) on delete cascade,
        author_type text not null,
        author_name text,
        author_role text,
        body text not null,
        files jsonb not null default '[]',
        question_id text,
        created_at bigint not null
      );
      create index chat_messages_conversation on chat_messages (conversation_sid, seq);
      create table chat_feedback (
        id uuid primary key,
        conversation_sid text not null,
        question_id text not null,
        body jsonb not null,
        created_at bigint not null
      );
      create table chat_surveys (
        conversation_sid text primary key,
        rating integer not null,
        created_at bigint not null
      );`,
  },
  {
    id: 7,
    name: 'feedback typed columns',
    // QA reads CEO feedback by application and topic (GET /__sandbox/feedback); the body stays whole.
    sql: `
      alter table feedback add column application_uuid text;
      alter table feedback add column topic text;
      alter table feedback add column marketing_consent boolean;
      create index feedback_application on feedback (application_uuid);`,
  },
  {
    id: 8,
    name: 'disclosure acknowledgements',
    // One row per application and document: the version acknowledged, by whom and when
    // (the disclosures page, docs/portal.md). A newer document version needs a new one.
    sql: `
      create table document_acknowledgements (
        application_uuid uuid not null references applications (uuid) on delete cascade,
        document_id text not null,
        version integer not null,
        title text not null,
        identity_uuid uuid not null,
        acknowledged_at bigint not null,
        primary key (application_uuid, document_id)
      );`,
  },
  {
    id: 9,
    name: 'chat attachments and target worker',
    // The bytes of chat attachments (docs/chat.md); message_id is set when a message carries the file.
    sql: `
      create table chat_files (
        id uuid primary key,
        conversation_sid text not null references chat_conversations (sid) on delete cascade,
        message_id uuid,
        name text not null,
        type text not null,
        size integer not null,
        data bytea not null,
        created_at bigint not null
      );
      create index chat_files_conversation on chat_files (conversation_sid);
      -- The agent a chat asked for (dev-only agent selection), who greets it and answers for QA.
      alter table chat_conversations add column target_worker text;`,
  },
  {
    id: 10,
    name: 'application conditions',
    // The conditions QA set for an application (seed 001 §7 conditions list); no row: the
    // sandbox's default list (src/server/data/conditions.ts). Signers live in applications.extra.
    sql: `
      create table application_conditions (
        application_uuid uuid primary key references applications (uuid) on delete cascade,
        items jsonb not null,
        updated_at bigint not null
      );`,
  },
  {
    id: 11,
    name: 'profile SSN last four',
    // The lender keeps only the last four digits and a salted hash of an SSN typed on start/contact or
    // credit/social (a sandbox needs no more; the full number is never stored or logged).
    sql: `alter table profiles add column ssn_last_four text;
      alter table profiles add column ssn_hash text;`,
  },
  {
    id: 12,
    name: 'application documents',
    // Documents an applicant uploads (paystubs, statements, IDs: the fileUpload widget), bytes
    // in bytea. One row per application, document type, name and content: the same upload
    // again finds the same row (idempotent), so a retried upload never duplicates.
    sql: `
      create table application_documents (
        id uuid primary key,
        application_uuid uuid not null references applications (uuid) on delete cascade,
        doc_type text not null,
        name text not null,
        media_type text not null,
        size integer not null,
        sha256 text not null,
        data bytea not null,
        identity_uuid uuid not null,
        created_at bigint not null,
        unique (application_uuid, doc_type, name, sha256)
      );`,
  },
  {
    id: 13,
    name: 'document signatures and notary reservations',
    // Who e-signed which document version, when, with the typed name and the E-SIGN consent (a new
    // version needs a new signature); and the notary slot each application holds (a slot belongs to
    // one application at most: the unique start).
    sql: `
      create table document_signatures (
        application_uuid uuid not null references applications (uuid) on delete cascade,
        document_id text not null,
        version integer not null,
        identity_uuid uuid not null,
        typed_name text not null,
        consent boolean not null,
        signed_at text not null,
        recorded_at bigint not null,
        primary key (application_uuid, document_id, version)
      );
      create table notary_reservations (
        application_uuid uuid primary key references applications (uuid) on delete cascade,
        starts_at text not null unique,
        reserved_at bigint not null
      );`,
  },
  {
    id: 14,
    name: 'idempotency keys',
    // A write's Idempotency-Key per identity: a keyed hash of what was sent (method, path, body)
    // and the answer given, so the same request again gets that answer and does nothing more;
    // a null status is a request still running.
    sql: `
      create table idempotency_keys (
        identity_uuid uuid not null references identities (uuid) on delete cascade,
        key text not null,
        fingerprint text not null,
        status integer,
        response jsonb,
        created_at bigint not null,
        primary key (identity_uuid, key)
      );`,
  },
  {
    id: 15,
    name: 'vendor sessions',
    // A session with a simulated vendor (src/server/vendors/): opened by the lender call
    // POST .../heloc/{uuid}/vendor-sessions, completed once by the vendor's page with its outcome.
    sql: `
      create table vendor_sessions (
        id uuid primary key,
        application_uuid uuid not null references applications (uuid) on delete cascade,
        identity_uuid uuid not null,
        vendor text not null,
        return_to text not null,
        status text not null default 'OPEN',
        outcome text,
        choice text,
        created_at bigint not null,
        completed_at bigint
      );
      create index vendor_sessions_application on vendor_sessions (application_uuid, vendor);`,
  },
];

/** Tables holding data (not schema_migrations), in an order safe to truncate. */
export const DATA_TABLES = [
  'idempotency_keys',
  'vendor_sessions',
  'application_documents',
  'document_signatures',
  'notary_reservations',
  'document_acknowledgements',
  'chat_files',
  'chat_surveys',
  'chat_feedback',
  'chat_messages',
  'chat_conversations',
  'application_experiments',
  'experiments',
  'telemetry_events',
  'telemetry_sessions',
  'waitlist_entries',
  'consents',
  'feedback',
  'application_conditions',
  'checklist_status',
  'applications',
  'profiles',
  'identities',
  'feature_flags',
  'auth_modes',
] as const;
