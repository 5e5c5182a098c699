import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { i18nPlugin } from "./build-tools/eslint-no-literal-text.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".e2e-data/",
      "data/",
      "bench-results/",
      "app/platform/i18n/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    // The public site's components and routes (the files of app/styles/site.css's @source
    // list): their words come from the message catalogues, in English and Spanish
    // (docs/i18n.md). The admin stays in English.
    files: [
      "app/root.tsx",
      "app/routes/_public*.tsx",
      "app/features/site/**/*.tsx",
      "app/platform/i18n/*.tsx",
      "app/features/inbox/contact-form.tsx",
      "app/features/faqs/faq-accordion.tsx",
      "app/features/media/featured-picture.tsx",
      "app/features/posts/news-card.tsx",
      "app/features/posts/post-date.tsx",
      "app/features/seo/json-ld-script.tsx",
      "app/features/jobs/job-card.tsx",
      "app/features/jobs/job-search-form.tsx",
      "app/features/applications/apply-form.tsx",
      "app/features/applications/apply-page.tsx",
      "app/features/staff-requests/request-staff-form.tsx",
      "app/features/staff-requests/request-staff-link.tsx",
      "app/features/content-lists/in-english-label.tsx",
      "app/features/offices/office-facts.tsx",
    ],
    plugins: { i18n: i18nPlugin },
    rules: { "i18n/no-literal-text": "error" },
  },
);
