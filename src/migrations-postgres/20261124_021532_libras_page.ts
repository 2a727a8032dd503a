import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_libras_page_reasons_icon" AS ENUM('scale', 'users', 'hand-heart', 'clock', 'building', 'clapperboard');
  CREATE TYPE "public"."enum_libras_page_formats_icon" AS ENUM('scale', 'users', 'hand-heart', 'clock', 'building', 'clapperboard');
  CREATE TABLE "libras_page_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_libras_page_reasons_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "libras_page_formats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_libras_page_formats_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "libras_page_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "libras_page_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"initials" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "libras_page_compliance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "libras_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "libras_page_reasons" ADD CONSTRAINT "libras_page_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."libras_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "libras_page_formats" ADD CONSTRAINT "libras_page_formats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."libras_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "libras_page_steps" ADD CONSTRAINT "libras_page_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."libras_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "libras_page_team" ADD CONSTRAINT "libras_page_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."libras_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "libras_page_compliance" ADD CONSTRAINT "libras_page_compliance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."libras_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "libras_page_reasons_order_idx" ON "libras_page_reasons" USING btree ("_order");
  CREATE INDEX "libras_page_reasons_parent_id_idx" ON "libras_page_reasons" USING btree ("_parent_id");
  CREATE INDEX "libras_page_formats_order_idx" ON "libras_page_formats" USING btree ("_order");
  CREATE INDEX "libras_page_formats_parent_id_idx" ON "libras_page_formats" USING btree ("_parent_id");
  CREATE INDEX "libras_page_steps_order_idx" ON "libras_page_steps" USING btree ("_order");
  CREATE INDEX "libras_page_steps_parent_id_idx" ON "libras_page_steps" USING btree ("_parent_id");
  CREATE INDEX "libras_page_team_order_idx" ON "libras_page_team" USING btree ("_order");
  CREATE INDEX "libras_page_team_parent_id_idx" ON "libras_page_team" USING btree ("_parent_id");
  CREATE INDEX "libras_page_compliance_order_idx" ON "libras_page_compliance" USING btree ("_order");
  CREATE INDEX "libras_page_compliance_parent_id_idx" ON "libras_page_compliance" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "libras_page_reasons" CASCADE;
  DROP TABLE "libras_page_formats" CASCADE;
  DROP TABLE "libras_page_steps" CASCADE;
  DROP TABLE "libras_page_team" CASCADE;
  DROP TABLE "libras_page_compliance" CASCADE;
  DROP TABLE "libras_page" CASCADE;
  DROP TYPE "public"."enum_libras_page_reasons_icon";
  DROP TYPE "public"."enum_libras_page_formats_icon";`)
}
