-- The record store's free-text search compares folded text (src/domain/sort-fold.ts: accents with
-- their letter, case aside), word by word (tax-staff D14): the stored search text is folded once here,
-- and on every write from now on (searchTextOf).
UPDATE "records" SET "search_text" = lower(translate("search_text", 'ÀÂÄÁÃÅàâäáãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÖÕóòôöõÚÙÛÜúùûüÝŸýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy'))
WHERE "search_text" <> lower(translate("search_text", 'ÀÂÄÁÃÅàâäáãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÖÕóòôöõÚÙÛÜúùûüÝŸýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy'));
