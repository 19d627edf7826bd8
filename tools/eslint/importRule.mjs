// An ESLint rule that judges every module a file reaches (imports, re-exports, `import()`):
// `violation(file, specifier)` says why one breaks a rule, or null. `skipDeclaration` and
// `skipExpression` leave some out (type-only imports, a chunk warmed without being used).
export function importRule({ description, violation, skipDeclaration = () => false, skipExpression = () => false }) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = context.filename;
      const check = (node) => {
        const specifier = node.source?.value;
        if (typeof specifier !== 'string') return;
        const reason = violation(file, specifier);
        if (reason) context.report({ node: node.source, message: reason });
      };
      const declaration = (node) => skipDeclaration(node) || check(node);
      return {
        ImportDeclaration: declaration,
        ExportNamedDeclaration: declaration,
        ExportAllDeclaration: declaration,
        ImportExpression: (node) => skipExpression(node) || check(node),
      };
    },
  };
}
