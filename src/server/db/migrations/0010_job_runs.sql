CREATE TABLE "job_runs" (
	"job_name" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "job_runs_job_name_period_start_pk" PRIMARY KEY("job_name","period_start")
);
