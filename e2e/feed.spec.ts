import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { newMember, ownContext } from './support/people';

const logo = path.join(import.meta.dirname, 'support', 'logo.png');

/** A signed-in member with a name, in a browser context of their own (own client IP), the clipboard allowed. */
const member = (browser: Browser, prefix: string, fullName: string) =>
  newMember(browser, { prefix, fullName, context: { permissions: ['clipboard-read', 'clipboard-write'] } });

test.describe('the feed', () => {
  test('a member posts with an image and a hashtag, another likes and comments, visitors read', async ({
    browser,
  }) => {
    test.slow();
    const tag = `Diaspora${Date.now().toString(36).slice(-6)}`;
    const text = `Lancement de notre incubateur à Abidjan ! #${tag} Détails : https://exemple.org/incubateur`;
    const awa = await member(browser, 'feed-awa', 'Awa Diop');
    let copied = '';
    const kofi = await member(browser, 'feed-kofi', 'Kofi Mensah');

    try {
      // Awa lands on the feed and opens the composer from the banner.
      await awa.page.goto('/feed');
      await expect(awa.page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
      await awa.page.getByRole('button', { name: /Quoi de neuf, Awa/ }).click();
      const composer = awa.page.getByRole('dialog', { name: 'Créer une publication' });
      await expect(composer).toBeVisible();

      // Publishing nothing says so, with the spec's text.
      await composer.getByRole('button', { name: 'Publier' }).click();
      await expect(composer.getByText('Veuillez ajouter du texte ou des médias à votre post.')).toBeVisible();

      // The text field grows with the text from 5 lines to 14, then scrolls (components/GrowingTextarea).
      const field = composer.getByRole('textbox', { name: 'Texte de la publication' });
      const heightOf = () => field.evaluate((element) => element.getBoundingClientRect().height);
      const lineHeight = await field.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).lineHeight),
      );
      const empty = await heightOf();
      await field.fill(Array.from({ length: 9 }, (_, line) => `Ligne ${line + 1}`).join('\n'));
      await expect.poll(heightOf).toBeGreaterThan(empty + 3 * lineHeight);
      await field.fill(Array.from({ length: 30 }, (_, line) => `Ligne ${line + 1}`).join('\n'));
      await expect.poll(heightOf).toBeLessThan(empty + 10 * lineHeight);
      expect(await field.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

      await field.fill(text);
      await expect(composer.getByText(`${Array.from(text).length} / 3000 caractères`)).toBeVisible();
      await composer.getByTestId('composer-file-input').setInputFiles(logo);
      const preview = composer
        .getByRole('listitem')
        .filter({ has: awa.page.getByRole('img', { name: 'logo.png' }) });
      await expect(preview).toBeVisible();
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      await expectNoSeriousA11yViolations(awa.page);
      await composer.getByRole('button', { name: 'Publier' }).click();
      await expect(composer).toBeHidden();

      const awaPost = awa.page.getByRole('article').filter({ hasText: 'Lancement de notre incubateur' });
      await expect(awaPost).toHaveCount(1);
      await expect(awaPost.getByRole('link', { name: `#${tag}` })).toHaveAttribute(
        'href',
        `/hashtag/${tag.toLowerCase()}`,
      );
      const external = awaPost.getByRole('link', { name: 'https://exemple.org/incubateur' });
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(
        awaPost.getByRole('img', { name: /Image 1 sur 1 de la publication de Awa Diop/ }),
      ).toBeVisible();

      // Kofi likes and comments; the like shows at once and holds after a reload.
      await kofi.page.goto('/feed');
      const kofiPost = kofi.page.getByRole('article').filter({ hasText: 'Lancement de notre incubateur' });
      await expect(kofiPost).toHaveCount(1);
      // Another member's post: no edit or delete, only 'Signaler' (issue 22).
      await kofiPost.getByRole('button', { name: /Actions sur la publication/ }).click();
      await expect(kofi.page.getByRole('menuitem', { name: 'Signaler' })).toBeVisible();
      await expect(kofi.page.getByRole('menuitem')).toHaveCount(1);
      await kofi.page.keyboard.press('Escape');
      const like = kofiPost.getByRole('button', { name: "J'aime" });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(kofiPost.getByText("1 J'aime")).toBeVisible();
      await kofiPost.getByRole('button', { name: 'Commenter', exact: true }).click();
      await expect(kofiPost.getByRole('textbox', { name: 'Votre commentaire' })).toBeFocused();
      await kofiPost
        .getByRole('textbox', { name: 'Votre commentaire' })
        .fill('Bravo, je partage autour de moi !');
      await kofiPost.getByRole('button', { name: 'Envoyer le commentaire' }).click();
      await expect(kofiPost.getByText('Bravo, je partage autour de moi !')).toBeVisible();
      await expect(kofiPost.getByText('1 commentaire')).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);

      // Sharing records the share and copies the post's link.
      await kofiPost.getByRole('button', { name: 'Partager' }).click();
      await expect(kofi.page.getByText('Lien copié dans le presse-papier !')).toBeVisible();
      await expect(kofiPost.getByText('1 partage')).toBeVisible();
      copied = await kofi.page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/\/feed\?post=[0-9a-f-]{36}$/);
      await kofi.page.reload();
      await expect(
        kofi.page
          .getByRole('article')
          .filter({ hasText: 'Lancement de notre incubateur' })
          .getByRole('button', { name: "J'aime" }),
      ).toHaveAttribute('aria-pressed', 'true');

      // The hashtag page lists the post.
      await kofi.page
        .getByRole('article')
        .filter({ hasText: 'Lancement' })
        .getByRole('link', { name: `#${tag}` })
        .click();
      await expect(kofi.page).toHaveURL(new RegExp(`/hashtag/${tag.toLowerCase()}$`));
      await expect(kofi.page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
      await expect(
        kofi.page.getByRole('article').filter({ hasText: 'Lancement de notre incubateur' }),
      ).toHaveCount(1);
      await expectNoSeriousA11yViolations(kofi.page);

      // Awa sees Kofi's like and comment on her post.
      await awa.page.reload();
      const seen = awa.page.getByRole('article').filter({ hasText: 'Lancement de notre incubateur' });
      await expect(seen.getByText("1 J'aime")).toBeVisible();
      await expect(seen.getByText('Bravo, je partage autour de moi !')).toBeVisible();

      // She edits it: the 'modifié' marker appears.
      await seen.getByRole('button', { name: 'Actions sur la publication de Awa Diop' }).click();
      await awa.page.getByRole('menuitem', { name: 'Modifier' }).click();
      const editor = awa.page.getByRole('dialog', { name: 'Modifier la publication' });
      await editor
        .getByRole('textbox', { name: 'Texte de la publication' })
        .fill(`${text} Inscriptions ouvertes.`);
      await editor.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(editor).toBeHidden();
      await expect(seen.getByText('Inscriptions ouvertes.')).toBeVisible();
      await expect(seen.getByText('modifié')).toBeVisible();
      await expect(seen.getByRole('img', { name: /Image 1 sur 1/ })).toBeVisible();

      // The shared link opens the post alone, its comments listed.
      await awa.page.goto(copied);
      await expect(awa.page.getByRole('heading', { level: 1, name: 'Publication partagée' })).toBeVisible();
      await expect(awa.page.getByRole('article')).toHaveCount(1);
    } finally {
      await awa.close();
      await kofi.close();
    }

    // A visitor reads the feed; liking opens the login dialog instead.
    const visitorContext = await ownContext(browser);
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto('/feed');
      const post = visitor.getByRole('article').filter({ hasText: 'Lancement de notre incubateur' });
      await expect(post).toHaveCount(1);
      await expect(visitor.getByText('Rejoignez la conversation').filter({ visible: true })).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
      await post.getByRole('button', { name: "J'aime" }).click();
      const dialog = visitor.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
      await expect(post.getByRole('button', { name: "J'aime" })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      await visitorContext.close();
    }
  });

  test("a post's menu and hints open by mouse, keyboard and touch, though they mount only then", async ({
    browser,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const author = await member(browser, 'menu-auteur', `Ama Owusu ${tag}`);
    const reader = await member(browser, 'menu-lecteur', `Yao Kouassi ${tag}`);
    const phone = await newMember(browser, {
      prefix: 'menu-mobile',
      fullName: `Nana Asante ${tag}`,
      context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    });
    try {
      const created = await author.page.request.post('/api/v1/feed/posts', {
        data: { content: `Atelier CV ce samedi ${tag}` },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const menuName = `Actions sur la publication de Ama Owusu ${tag}`;

      // Nothing is mounted before the member reaches for it: no menu, no hint, in the page.
      await reader.page.goto(`/feed?post=${id}`);
      const post = reader.page.getByRole('article');
      const trigger = post.getByRole('button', { name: menuName });
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(await reader.page.locator('[data-portal]').count()).toBe(0);
      // Nor has Mantine's overlay code loaded: it comes with the first intent (components/overlays).
      const overlayScripts = () =>
        reader.page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => /\/overlay-part-[\w-]+\.js$/.test(entry.name)).length,
        );
      expect(await overlayScripts()).toBe(0);

      // The keyboard: the focus stays on the button as the menu mounts, Enter opens it, Escape gives the
      // focus back.
      await post.getByRole('link', { name: `Ama Owusu ${tag}` }).focus();
      await reader.page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      await reader.page.keyboard.press('Enter');
      await expect(reader.page.getByRole('menuitem', { name: 'Signaler' })).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(await overlayScripts()).toBe(1);
      await reader.page.keyboard.press('Escape');
      await expect(reader.page.getByRole('menuitem')).toHaveCount(0);
      await expect(trigger).toBeFocused();

      // The mouse: the share hint shows on hover.
      await post.getByRole('button', { name: 'Partager' }).hover();
      await expect(
        reader.page.getByRole('tooltip', { name: 'Copier le lien de la publication' }),
      ).toBeVisible();

      // Touch: one tap opens the menu, a second its item.
      await phone.page.goto(`/feed?post=${id}`);
      await phone.page.getByRole('article').getByRole('button', { name: menuName }).tap();
      await phone.page.getByRole('menuitem', { name: 'Signaler' }).tap();
      await expect(phone.page.getByRole('dialog', { name: 'Signaler cette publication' })).toBeVisible();
    } finally {
      await author.close();
      await reader.close();
      await phone.close();
    }
  });

  test('the sidebars are built once: beside the posts on a wide screen, in sections a phone builds when opened', async ({
    browser,
  }) => {
    const phone = await newMember(browser, {
      prefix: 'feed-sidebars',
      context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    });
    try {
      const reads: string[] = [];
      phone.page.on('request', (request) => reads.push(new URL(request.url()).pathname));
      await phone.page.goto('/feed');
      await expect(phone.page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
      const section = phone.page.getByRole('button', { name: 'Événements et suggestions' });
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await phone.page.waitForLoadState('networkidle');
      // Closed, the sections hold nothing: no block in the page, none of their reads made.
      await expect(phone.page.getByText('Prochains événements')).toHaveCount(0);
      expect(
        reads.filter((read) => /\/api\/v1\/(events\/upcoming|feed\/hashtags\/trending)/.test(read)),
      ).toEqual([]);

      await section.click();
      await expect(phone.page.getByRole('region', { name: 'Prochains événements' })).toBeVisible();
      await expect(phone.page.getByRole('link', { name: 'Tous les événements' })).toHaveCount(1);
      await expectNoSeriousA11yViolations(phone.page);

      // A wide screen: the columns, one copy of each block, and no folded sections.
      await phone.page.setViewportSize({ width: 1280, height: 900 });
      await phone.page.goto('/feed');
      await expect(phone.page.getByRole('region', { name: 'Prochains événements' })).toBeVisible();
      await expect(phone.page.getByRole('link', { name: 'Tous les événements' })).toHaveCount(1);
      await expect(phone.page.getByRole('button', { name: 'Événements et suggestions' })).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });
});
