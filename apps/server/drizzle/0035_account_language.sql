-- An account's language is the one its e-mails are written in: the interface's when it registered,
-- and each language its owner chooses later. An account made without one has none until its owner
-- chooses: until then its e-mails follow the language of the request that sends them.
ALTER TABLE "accounts" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "language" DROP NOT NULL;
