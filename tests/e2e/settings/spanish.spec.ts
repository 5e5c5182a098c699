import { randomInt } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { expect, test, unique } from "../fixtures/staff-page";
import { waitForHydration } from "../support/public-site";
import { saveSettings } from "../support/settings-form";

const GRACIAS = "¡Gracias por su mensaje! Nos comunicaremos con usted pronto.";

test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

/** A visitor of their own (no session, an address no other test uses: the rate limit is per address). */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    },
  });
  return context.newPage();
}

async function fillInSpanish(page: Page, name: string) {
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByLabel("Correo electrónico", { exact: true }).fill("ana@example.com");
  await page.getByLabel("Teléfono", { exact: true }).fill("(337) 555-0100");
  await page.getByLabel("Empresa", { exact: true }).fill("Marina del Golfo");
  await page.getByLabel("Mensaje", { exact: true }).fill("Necesitamos cinco soldadores.");
}

test.describe("the contact form on the Spanish page, with the inbox on", () => {
  test.beforeEach(async ({ staffPage }) => saveSettings(staffPage, { inboxEnabled: true, retentionDays: 90 }));

  test("with JavaScript: Spanish messages in the browser and from the server, and the Spanish thanks", async ({
    browser,
    staffPage: page,
  }) => {
    const guest = await visitor(browser);
    const token = guest.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
    await guest.goto("/es/contact");
    await waitForHydration(guest);
    await token;
    await expect(
      guest.getByText("Guardamos su mensaje para responderlo y lo eliminamos después de 90 días."),
    ).toBeVisible();

    await guest.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(guest.getByLabel("Nombre", { exact: true })).toHaveAccessibleDescription("El nombre es obligatorio");
    await expect(guest.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
      "El correo electrónico es obligatorio",
    );
    await expect(guest.getByLabel("Mensaje", { exact: true })).toHaveAccessibleDescription("El mensaje es obligatorio");
    await guest.getByLabel("Correo electrónico", { exact: true }).fill("ana@");
    await expect(guest.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
      "Escriba un correo electrónico válido",
    );

    const name = unique("Ana");
    await fillInSpanish(guest, name);
    await guest.waitForTimeout(3_200);
    const posted = guest.waitForRequest((request) => request.method() === "POST");
    await guest.getByRole("button", { name: "Enviar mensaje" }).click();
    expect(new URL((await posted).url()).search).toBe("?lang=es");
    await expect(guest.getByRole("status")).toHaveText(GRACIAS);

    // What the server says of a refused form, in the language the form asks for.
    const refused = await guest.request.post("/api/contact?lang=es", {
      form: { name: "", email: "ana@", phone: "", company: "", message: "" },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      name: "El nombre es obligatorio",
      email: "Escriba un correo electrónico válido",
      message: "El mensaje es obligatorio",
    });
    await guest.context().close();

    await page.goto("/admin/inbox");
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("(unread)");
  });

  test("without JavaScript: the form posts to the Spanish page, which answers in Spanish", async ({ browser }) => {
    const guest = await visitor(browser, { javaScriptEnabled: false });
    await guest.goto("/es/contact");
    await fillInSpanish(guest, "Ana López");
    await guest.getByLabel("Correo electrónico", { exact: true }).fill("ana@");
    await guest.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(guest).toHaveURL(/\/es\/contact$/);
    await expect(guest.locator("html")).toHaveAttribute("lang", "es");
    await expect(guest.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
      "Escriba un correo electrónico válido",
    );
    await expect(guest.getByLabel("Nombre", { exact: true })).toHaveValue("Ana López");

    await guest.getByLabel("Correo electrónico", { exact: true }).fill("ana@example.com");
    await guest.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(guest.getByText(GRACIAS)).toBeVisible();
    await guest.context().close();
  });
});

test("the Spanish tagline and slogan are settings of their own, shown on the Spanish pages only", async ({
  staffPage: page,
  browser,
}) => {
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: "Español" });
  await expect(section.getByLabel("Tagline (Spanish)")).toHaveValue("YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO");
  await expect(section.getByLabel("Slogan (Spanish)")).toHaveValue("De costa a costa, trabajamos para usted.");

  const guest = await visitor(browser);
  await guest.goto("/es");
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("De costa a costa, trabajamos para usted.");
  await expect(guest.getByRole("main").getByText("YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO")).toBeVisible();

  await section.getByLabel("Slogan (Spanish)").fill("Trabajamos para usted en toda la costa.");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await guest.goto("/es");
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Trabajamos para usted en toda la costa.");
  await guest.goto("/");
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("From Coast to Coast, We Work For You.");
  await guest.context().close();
});
