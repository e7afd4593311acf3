CREATE TABLE "estate_presence" (
	"estate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_presence_estate_id_user_id_pk" PRIMARY KEY("estate_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "estate_presence" ADD CONSTRAINT "estate_presence_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_presence" ADD CONSTRAINT "estate_presence_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;