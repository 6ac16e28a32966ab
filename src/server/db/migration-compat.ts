/**
 * Rolling deploys (deploy/README.md): a new release migrates while the previous release still serves on the same
 * database, so a migration may only expand the schema (new tables, nullable or defaulted columns, indexes). What
 * contracts it (a drop, a rename, a type change, a new NOT NULL or constraint) waits for a later release (expand,
 * then contract), or the release is installed with every instance stopped.
 *
 * This finds the statements of a migration that may contract; migration-compat.test.ts requires every
 * migration with one to be judged in migration-verdicts.ts.
 */

interface Statement {
  /** Comments left out and quoted text emptied, so a string or a function's body cannot match. */
  code: string;
  /** As written, comments left out: what a finding quotes. */
  text: string;
}

/** The statements of a migration file. */
function statementsOf(sql: string): Statement[] {
  const statements: Statement[] = [];
  let code = '';
  let text = '';
  let index = 0;
  const end = () => {
    statements.push({ code: code.replace(/\s+/g, ' ').trim(), text: text.replace(/\s+/g, ' ').trim() });
    code = '';
    text = '';
  };
  while (index < sql.length) {
    const rest = sql.slice(index);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
    let quoted: number | null = null;
    if (rest.startsWith('--')) {
      const next = sql.indexOf('\n', index);
      index = next < 0 ? sql.length : next;
    } else if (rest.startsWith('/*')) {
      const next = sql.indexOf('*/', index + 2);
      index = next < 0 ? sql.length : next + 2;
    } else if (rest.startsWith("'")) {
      // '' inside a string is a quote, not its end.
      let close = index + 1;
      while (close < sql.length && !(sql[close] === "'" && sql[close + 1] !== "'")) close += sql[close] === "'" ? 2 : 1;
      quoted = close + 1;
    } else if (dollar) {
      const close = sql.indexOf(dollar, index + dollar.length);
      quoted = close < 0 ? sql.length : close + dollar.length;
    } else if (rest.startsWith(';')) {
      end();
      index += 1;
    } else {
      code += sql[index];
      text += sql[index];
      index += 1;
    }
    if (quoted !== null) {
      code += "''";
      text += sql.slice(index, quoted);
      index = quoted;
    }
  }
  end();
  return statements.filter((statement) => statement.code !== '');
}

/** The actions of an ALTER TABLE, split at its top-level commas. */
function actionsOf(actions: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of actions) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

function contractingAction(action: string): string | null {
  if (/^DROP (COLUMN\b|(?!CONSTRAINT\b)\w)/i.test(action)) return 'drops a column';
  if (/^RENAME\b/i.test(action)) return 'renames a table or column';
  if (/^ALTER (COLUMN )?\S+ (SET DATA )?TYPE\b/i.test(action)) return "changes a column's type";
  if (/^ALTER (COLUMN )?\S+ SET NOT NULL\b/i.test(action)) return 'makes a column required';
  if (/^ALTER (COLUMN )?\S+ DROP DEFAULT\b/i.test(action)) return "drops a column's default";
  if (/^ADD (CONSTRAINT\b|CHECK\b|UNIQUE\b|FOREIGN KEY\b|EXCLUDE\b|PRIMARY KEY\b)/i.test(action)) return 'adds a constraint to a table the previous release writes';
  if (/^DROP CONSTRAINT\b/i.test(action)) return 'drops a constraint (an ON CONFLICT of the previous release may name it)';
  if (/^ADD (COLUMN )?/i.test(action) && /\bNOT NULL\b/i.test(action) && !/\b(DEFAULT|GENERATED)\b/i.test(action)) return 'adds a required column without a default';
  return null;
}

/** What in `sql` may break the previous release's queries or writes, one line per statement and reason. */
export function contractingStatements(sql: string): string[] {
  const created = new Set<string>();
  const found: string[] = [];
  for (const { code: statement, text } of statementsOf(sql)) {
    const quote = text.length > 160 ? `${text.slice(0, 160)}…` : text;
    const table = /^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?"?(\w+)"?/i.exec(statement)?.[1];
    if (table) created.add(table.toLowerCase());
    const alter = /^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?"?(\w+)"? (.*)$/i.exec(statement);
    // A table this migration created is new to the previous release too.
    if (alter && !created.has(alter[1]!.toLowerCase())) {
      for (const action of actionsOf(alter[2]!)) {
        const reason = contractingAction(action);
        if (reason) found.push(`${reason}: ${quote}`);
      }
    }
    const unique = /^CREATE UNIQUE INDEX (?:CONCURRENTLY )?(?:IF NOT EXISTS )?\S+ ON (?:ONLY )?"?(\w+)"?/i.exec(statement)?.[1];
    if (unique && !created.has(unique.toLowerCase())) found.push(`adds a unique index to a table the previous release writes: ${quote}`);
    const dropped = /^DROP (TABLE|VIEW|MATERIALIZED VIEW|FUNCTION|TYPE|SEQUENCE|TRIGGER|SCHEMA|INDEX)\b/i.exec(statement)?.[1];
    if (dropped) found.push(`drops ${/^[AEIOU]/i.test(dropped) ? 'an' : 'a'} ${dropped.toLowerCase()}: ${quote}`);
    if (/^ALTER (TYPE|FUNCTION|VIEW|INDEX|SEQUENCE) \S+ RENAME\b/i.test(statement)) found.push(`renames: ${quote}`);
    if (/^TRUNCATE\b/i.test(statement)) found.push(`empties a table: ${quote}`);
  }
  return found;
}
