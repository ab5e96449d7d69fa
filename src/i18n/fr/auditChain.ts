/** Le sceau de la piste d’audit de l’aperçu du projet : les têtes des chaînes de hachage, à recopier par un auditeur. */
export const auditChain = {
  title: 'Sceau de la piste d’audit',
  intro:
    'Chaque entrée de la piste d’audit porte l’empreinte de l’entrée qui la précède. Chaque nuit, le planificateur note ci-dessous la dernière entrée de chaque chaîne. Recopiez le numéro et l’empreinte dans votre registre : plus tard, npm run audit:verify prouve que rien jusqu’à elles n’a été modifié ni supprimé.',
  loading: 'Chargement du sceau de la piste d’audit',
  failed: 'Le sceau de la piste d’audit n’a pas pu être chargé.',
  retry: 'Réessayer',
  kinds: {
    projectActivity: 'Activité du projet',
    noteEvents: 'Historique des notes de taxation',
    installationActivity: 'Connexions et administration (toute l’installation)',
  },
  lastEntry: 'Dernière entrée',
  entry: 'N° %{id} (position %{position})',
  fingerprint: 'Empreinte (SHA-256)',
  recordedAt: 'Notée le',
  copy: 'Copier l’empreinte complète de %{chain}',
  copied: 'Empreinte copiée',
  copyFailed: 'L’empreinte n’a pas pu être copiée ; sélectionnez-la et copiez-la à la main.',
  notRecorded: 'Pas encore notée',
  notRecordedHint: 'Le planificateur la note à la fin de chaque journée tant que le planificateur du projet est activé.',
};
