type Translate = (key: string, options?: Record<string, unknown>) => string;

const RECORD_VERBS = new Set(['create', 'update', 'delete', 'approve', 'reject', 'merge']);
const FAILED = / failed$/;

/** 'password changed' → 'passwordChanged', 'sign-in' → 'signIn': the catalogue key of a named action. */
const keyOf = (action: string) => action.replace(/[\s-]+(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A resource's name in the singular ('citizens' or 'citizen' → 'Citizen'), or undefined when unknown. */
function resourceName(translate: Translate, resource: string): string | undefined {
  for (const candidate of [resource, `${resource}s`]) {
    const key = `resources.${candidate}.name`;
    const name = translate(key, { smart_count: 1, _: '' });
    if (name && name !== key) return name;
  }
  return undefined;
}

/**
 * What an audit row's action says, in the reader's language: the server writes 'citizens create'
 * or 'sign-in' (with ' failed' when the attempt was refused, which the outcome column shows), the
 * reader sees "Citizen created" or "Connexion". An action the catalogue does not know reads as stored.
 */
export function activityText(action: unknown, translate: Translate): string {
  if (typeof action !== 'string' || !action) return '';
  const bare = action.replace(FAILED, '');
  const [resource, verb, ...rest] = bare.split(' ');
  if (verb && !rest.length && RECORD_VERBS.has(verb)) {
    const name = resourceName(translate, resource);
    if (name) return translate(`projects.activity.actions.${verb}`, { name });
  }
  const key = `projects.activity.actions.${keyOf(bare)}`;
  const text = translate(key, { _: '' });
  return text && text !== key ? text : bare;
}
