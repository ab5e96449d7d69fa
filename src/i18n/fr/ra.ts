/**
 * Mots du catalogue de react-admin que nous fixons nous-mêmes, fusionnés clé par clé (voir
 * french-messages.ts) : une seule forme par action, « Modifier » partout (react-admin dit
 * « Éditer » sur ses boutons, nos écrans « Modifier »).
 */
export const ra = {
  action: { edit: 'Modifier' },
};
