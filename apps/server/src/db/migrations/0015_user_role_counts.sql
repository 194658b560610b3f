CREATE TABLE "user_role_counts" (
	"roles" text[] PRIMARY KEY NOT NULL,
	"live" integer NOT NULL
);
