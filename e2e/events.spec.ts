import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember, newVisitor } from './support/people';
import { capture } from './support/screens';

/** `YYYY-MM-DDTHH:mm` some days ahead, for a datetime-local field. */
const localInput = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setHours(hour, 0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hour)}:00`;
};

test.describe('events', () => {
  test('an event fills, the next person waits, and a cancellation lets them in', async ({ browser }) => {
    // Four people and eleven screens: longer than the default, on a shared machine.
    test.setTimeout(360_000);
    const tag = Date.now().toString(36).slice(-5);
    const title = `Rencontre des bâtisseurs ${tag}`;
    const awa = await newMember(browser, { prefix: 'organisatrice', fullName: `Awa Organisatrice ${tag}` });
    const kofi = await newMember(browser, { prefix: 'participant', fullName: `Kofi Participant ${tag}` });
    const binta = await newMember(browser, { prefix: 'attente', fullName: `Binta Attente ${tag}` });
    const visitor = await newVisitor(browser);
    try {
      // Awa creates an event of one seat from the list.
      await awa.page.goto('/events');
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
      await awa.page.getByRole('link', { name: 'Nouvel événement' }).click();
      await expect(awa.page).toHaveURL(/\/events\/new$/);
      await awa.page.getByRole('textbox', { name: /^Titre/ }).fill(title);
      await awa.page
        .getByRole('textbox', { name: /^Description/ })
        .fill('Une soirée pour se rencontrer, échanger sur nos projets et préparer la suite.');
      await awa.page.getByLabel(/^Début/).fill(localInput(2, 18));
      await awa.page.getByLabel(/^Fin/).fill(localInput(2, 21));
      await awa.page.getByRole('textbox', { name: /^Nombre de places/ }).fill('1');
      // The address rule of 002 §5, in its words.
      await awa.page.getByRole('button', { name: "Créer l'événement" }).click();
      await expect(
        awa.page.getByText("L'adresse complète est requise pour un événement présentiel ou hybride."),
      ).toBeVisible();
      await awa.page.getByRole('combobox', { name: /^Localisation/ }).fill('Dakar');
      await awa.page.getByRole('option', { name: 'Dakar, Sénégal' }).first().click();
      await awa.page.getByRole('textbox', { name: /^Adresse complète/ }).fill('Route de la Corniche Ouest');
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'event-form');
      await awa.page.getByRole('button', { name: "Créer l'événement" }).click();
      await expect(awa.page.getByText('Événement créé !')).toBeVisible();
      await expect(awa.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(awa.page.getByText('0 / 1 places prises')).toBeVisible();
      const eventUrl = awa.page.url();
      const eventPath = new URL(eventUrl).pathname;

      // Kofi takes the only seat: the event is full.
      await kofi.page.goto(eventPath);
      await kofi.page.getByRole('button', { name: "S'inscrire" }).click();
      await expect(kofi.page.getByText('Vous êtes inscrit(e) à cet événement.')).toBeVisible();
      await expect(kofi.page.getByText('1 / 1 places prises')).toBeVisible();
      await kofi.page.getByRole('textbox', { name: 'Votre commentaire' }).fill('Hâte de vous retrouver !');
      await kofi.page.getByRole('button', { name: 'Publier' }).click();
      await expect(kofi.page.getByText('Commentaire ajouté !')).toBeVisible();
      await expect(kofi.page.getByText('Hâte de vous retrouver !')).toBeVisible();

      // Binta finds it full and joins the waiting list.
      await binta.page.goto(eventPath);
      await expect(binta.page.getByText('Complet').first()).toBeVisible();
      await binta.page.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
      await expect(binta.page.getByText(/Vous êtes sur la liste d'attente \(position 1\)/)).toBeVisible();
      await expectNoSeriousA11yViolations(binta.page);
      await capture(binta.page, 'event-waiting');

      // Kofi cancels: Binta gets the seat, and is told.
      await kofi.page.getByRole('button', { name: 'Se désinscrire' }).click();
      await expect(kofi.page.getByText('Désinscription enregistrée.')).toBeVisible();
      await binta.page.reload();
      await expect(binta.page.getByText('Vous êtes inscrit(e) à cet événement.')).toBeVisible();
      const told = await binta.page.request.get('/api/v1/notifications');
      expect(JSON.stringify(await told.json())).toContain('event_promoted');

      // The .ics file for the agenda.
      const ics = await binta.page.request.get(`/api/v1${eventPath}/ics`);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      const text = await ics.text();
      expect(text).toContain('BEGIN:VCALENDAR\r\n');
      expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);

      // A visitor finds it in the list by keyword and place, and is asked to sign in to register.
      await visitor.page.goto('/events');
      await expect(visitor.page.getByRole('link', { name: 'Nouvel événement' })).toHaveCount(0);
      await visitor.page.getByRole('searchbox', { name: 'Mot-clé' }).fill(tag);
      await visitor.page.getByRole('textbox', { name: 'Lieu' }).fill('dakar');
      await expect(visitor.page).toHaveURL(/location=dakar/);
      const card = visitor.page.getByRole('article').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Complet')).toBeVisible();
      await expectNoSeriousA11yViolations(visitor.page);
      await capture(visitor.page, 'events-list');
      await visitor.page.getByRole('searchbox', { name: 'Mot-clé' }).fill(`${tag}zzz`);
      await expect(visitor.page.getByText('Aucun événement ne correspond à ces filtres.')).toBeVisible();
      await visitor.page.goto(eventPath);
      await expect(visitor.page.getByText('Connectez-vous pour vous inscrire.')).toBeVisible();
      await expectNoSeriousA11yViolations(visitor.page);
      await capture(visitor.page, 'event-detail');

      // The feed's sidebar lists the next events.
      await awa.page.goto('/feed');
      const block = awa.page.getByRole('region', { name: 'Prochains événements' }).first();
      await expect(block).toBeVisible();
      await expect(block.getByRole('link', { name: 'Tous les événements' })).toBeVisible();
      await expectNoSeriousA11yViolations(awa.page);
      await capture(awa.page, 'feed-events');

      // Awa edits it, then deletes it after the spec's question.
      await awa.page.goto(`${eventPath}/edit`);
      await awa.page.getByRole('textbox', { name: /^Titre/ }).fill(`${title} (édition 2)`);
      await awa.page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(awa.page.getByText('Événement mis à jour !')).toBeVisible();
      await expect(awa.page.getByRole('heading', { level: 1, name: `${title} (édition 2)` })).toBeVisible();
      await awa.page.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await expect(awa.page.getByRole('dialog', { name: 'Supprimer cet événement ?' })).toBeVisible();
      await awa.page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
      await expect(awa.page).toHaveURL(/\/events$/);
      await visitor.page.goto(eventPath);
      await expect(visitor.page.getByRole('heading', { name: 'Événement introuvable.' })).toBeVisible();
    } finally {
      await Promise.all([awa.close(), kofi.close(), binta.close(), visitor.close()]);
    }
  });
});
