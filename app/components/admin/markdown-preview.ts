import type { ShouldRevalidateFunction } from "react-router";

/** Where the Markdown editor's Preview is rendered (routes/admin.markdown-preview.ts). */
export const MARKDOWN_PREVIEW_PATH = "/admin/markdown-preview";

export type MarkdownPreviewAnswer = { html: string } | { error: string };

/**
 * For the admin routes around a Markdown editor: a Preview changes nothing, so the page's
 * data is not loaded again after one (as it would be after any other form post).
 */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === MARKDOWN_PREVIEW_PATH ? false : defaultShouldRevalidate;
