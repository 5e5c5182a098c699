/**
 * ESLint rule `i18n/no-literal-text`: no user-facing words written into a public component.
 * The public site is in English and Spanish, so its words come from the message catalogues
 * (docs/i18n.md). It reports words (any letter) in JSX text, in string literals rendered as
 * children (`{cond ? "Yes" : "No"}`), and in string values of attributes people read or
 * hear (aria-label, title, alt, placeholder, and the components' label, eyebrow, text
 * props). Symbols, digits and punctuation pass ('*', '•', '404'); so do the contents of
 * <style> and <script>, which are not words for people.
 */

const userFacingAttributes = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  "eyebrow",
  "text",
  "linkText",
  "description",
  "heading",
]);

const hasWords = (text) => /\p{L}/u.test(text);

/** The string literals an expression may evaluate to: "a", `a`, c ? "a" : "b", x || "a". */
function literalsOf(node) {
  if (!node) return [];
  if (node.type === "Literal" && typeof node.value === "string") return [{ node, text: node.value }];
  if (node.type === "TemplateLiteral")
    return [{ node, text: node.quasis.map((quasi) => quasi.value.cooked ?? "").join("...") }];
  if (node.type === "ConditionalExpression") return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
  if (node.type === "LogicalExpression") return [...literalsOf(node.left), ...literalsOf(node.right)];
  return [];
}

function insideRawTextElement(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "JSXElement") {
      const name = parent.openingElement.name;
      if (name.type === "JSXIdentifier" && (name.name === "style" || name.name === "script")) return true;
    }
  }
  return false;
}

const noLiteralText = {
  meta: {
    type: "problem",
    docs: { description: "User-facing words in public components come from the message catalogues." },
    schema: [],
    messages: {
      literal:
        'User-facing words "{{text}}" written into a public component: take them from a message catalogue (docs/i18n.md).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: "literal", data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value) && !insideRawTextElement(node)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXAttribute" || insideRawTextElement(node)) return;
        for (const literal of literalsOf(node.expression))
          if (hasWords(literal.text)) report(literal.node, literal.text);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : "";
        if (!userFacingAttributes.has(name) || !node.value) return;
        const value = node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        for (const literal of literalsOf(value)) if (hasWords(literal.text)) report(literal.node, literal.text);
      },
    };
  },
};

export const i18nPlugin = { rules: { "no-literal-text": noLiteralText } };
