import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { jobInput } from "~/features/jobs/job-test-data";
import { closeJob, createJob } from "~/features/jobs/job.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import { applications } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { readOutbox } from "../../tests/support/outbox";
import { tempDir } from "../../tests/support/temp-dir";
import { describeEachEngine } from "../../tests/support/test-database";
import { action, loader } from "./_public.apply";
import { action as jobAction, loader as jobLoader } from "./_public.jobs_.$slug_.apply";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("apply-pages-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  await flushOutgoingMail();
  vi.unstubAllEnvs();
});

const site = "http://localhost:3000";
const post = (pathname: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${site}${pathname}`, { method: "POST", body });
};
async function status(work: () => Promise<unknown>): Promise<number> {
  try {
    await work();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describeEachEngine("the apply pages", () => {
  beforeEach(() => saveSiteSettings({ ...agencyDefaults, jobBoardEnabled: true, notificationEmail: "s@example.org" }));

  it("answer 404 while the job board is off", async () => {
    await saveSiteSettings(agencyDefaults);
    expect(await status(() => loader({ request: new Request(`${site}/apply`) } as never))).toBe(404);
    expect(await status(() => action({ request: post("/apply", { firstName: "A" }) } as never))).toBe(404);
  });

  it("a job's page: 404 for an unknown job, 410 once it closed, yet a form posted then is taken and marked", async () => {
    const job = await createJob(jobInput({ title: "Welder" }));
    const args = (slug: string) => ({ request: new Request(`${site}/jobs/${slug}/apply`), params: { slug } }) as never;
    expect(((await jobLoader(args(job.slug))) as { job: { title: string } }).job.title).toBe("Welder");
    expect(await status(() => jobLoader(args("no-such-job")))).toBe(404);
    await closeJob(job.id);
    expect(await status(() => jobLoader(args(job.slug)))).toBe(410);
    const answer = await jobAction({
      request: post(`/jobs/${job.slug}/apply`, { firstName: "Ann", lastName: "Lee", email: "ann@example.com" }),
      params: { slug: job.slug },
    } as never);
    expect((answer as { data: { ok: boolean } }).data.ok).toBe(true);
    expect((await getDb().select().from(applications))[0]!.receivedAfterClosing).toBe(true);
  });

  it("an application from /es/apply records Spanish, and its confirmation is in Spanish", async () => {
    const answer = await action({
      request: post("/es/apply", { firstName: "José", lastName: "Núñez", email: "jose@example.com" }),
    } as never);
    expect(answer).toMatchObject({ data: { ok: true, firstName: "José" }, init: { status: 200 } });
    expect((await getDb().select().from(applications))[0]!.language).toBe("es");
    await flushOutgoingMail();
    const mail = (await readOutbox(dataDir)).find((message) => message.header("to") === "jose@example.com");
    expect(mail!.header("subject")).toBe("Recibimos su solicitud");
  });
});
