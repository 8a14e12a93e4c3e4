CREATE TYPE "public"."duplicate_mode" AS ENUM('skip', 'update', 'duplicate');--> statement-breakpoint
CREATE TYPE "public"."lead_import_status" AS ENUM('uploaded', 'previewed', 'imported', 'undone');--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'lead_import';--> statement-breakpoint
CREATE TABLE "lead_import_changes" (
	"import_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"change" text NOT NULL,
	"previous" jsonb,
	"previous_updated_at" timestamp with time zone,
	"written_at" timestamp with time zone NOT NULL,
	"note_id" uuid,
	CONSTRAINT "lead_import_changes_pkey" PRIMARY KEY("import_id","lead_id"),
	CONSTRAINT "lead_import_changes_change_known" CHECK ("lead_import_changes"."change" in ('created', 'updated'))
);
--> statement-breakpoint
CREATE TABLE "lead_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" text[] NOT NULL,
	"values" jsonb,
	"errors" jsonb,
	"email_key" text,
	"match_id" uuid,
	"lead_id" uuid,
	"outcome" text,
	CONSTRAINT "lead_import_rows_pkey" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"status" "lead_import_status" DEFAULT 'uploaded' NOT NULL,
	"headers" text[] NOT NULL,
	"row_count" integer NOT NULL,
	"mapping" jsonb,
	"default_source" "lead_source" DEFAULT 'contact_form' NOT NULL,
	"preview" jsonb,
	"duplicate_mode" "duplicate_mode",
	"result" jsonb,
	"undo_result" jsonb,
	"created_by" uuid,
	"imported_by" uuid,
	"undone_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "lead_imports_row_count_non_negative" CHECK ("lead_imports"."row_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_import_changes" ADD CONSTRAINT "lead_import_changes_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_rows" ADD CONSTRAINT "lead_import_rows_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_imported_by_admin_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_undone_by_admin_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_created_at_idx" ON "lead_imports" USING btree ("created_at" DESC NULLS FIRST);