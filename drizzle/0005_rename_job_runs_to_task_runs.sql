ALTER TABLE "job_runs" RENAME TO "task_runs";--> statement-breakpoint
ALTER TABLE "task_runs" RENAME CONSTRAINT "job_runs_pkey" TO "task_runs_pkey";