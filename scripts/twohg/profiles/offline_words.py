"""The words of the control that saves the site for offline use (``offline/register.js``), per page language.

Plain text, written into the script by the build. ``{size}`` receives the size in the reader's
number format (``2.4 MB``, ``2,4 Mo``: ``megabytes`` with ``{number}`` written with ``decimal``),
``{done}`` and ``{total}`` counts of files, ``{count}`` a count.
"""

from __future__ import annotations

#: One table for the feature, every language; the keys are the script's.
OFFLINE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "decimal": ".",
        "megabytes": "{number}\u00a0MB",
        "region": "Offline use",
        "offer": "Read these pages without a network: save the English pages (every current rule, its section, "
        "every edition's page, the search) on this device.",
        "save": "Save for offline use ({size})",
        "saving": "Saving for offline use: {done} of {total} files…",
        "saved": "Saved on this device for offline use ({size}).",
        "incomplete_one": "Saved on this device, except one file that arrived changed from what the site published: "
        "it was left out and is not fetched again. The next version of the site tries it again; you can also "
        "remove the pages and save them again.",
        "incomplete": "Saved on this device, except {count} files that arrived changed from what the site published: "
        "they were left out and are not fetched again. The next version of the site tries them again; you can also "
        "remove the pages and save them again.",
        "updating": "The site has changed: updating the saved pages…",
        "failed": "Could not save the pages for offline use. Try again when the network is back.",
        "no_room": "This device has no room left for these pages ({size}): nothing was kept. Free some space and try "
        "again.",
        "remove": "Remove from this device",
        "removed": "Removed from this device.",
    },
    "es": {
        "decimal": ",",
        "megabytes": "{number}\u00a0MB",
        "region": "Uso sin conexión",
        "offer": "Lea estas páginas sin red: guarde en este dispositivo las páginas en español (todas las reglas "
        "vigentes, sus secciones, la página de cada edición, la búsqueda).",
        "save": "Guardar para usar sin conexión ({size})",
        "saving": "Guardando para usar sin conexión: {done} de {total} archivos…",
        "saved": "Guardado en este dispositivo para usar sin conexión ({size}).",
        "incomplete_one": "Guardado en este dispositivo, salvo un archivo que llegó distinto de lo que publicó el "
        "sitio: se dejó fuera y no se vuelve a descargar. La próxima versión del sitio lo intentará de nuevo; también "
        "puede quitar las páginas y volver a guardarlas.",
        "incomplete": "Guardado en este dispositivo, salvo {count} archivos que llegaron distintos de lo que publicó "
        "el sitio: se dejaron fuera y no se vuelven a descargar. La próxima versión del sitio los intentará de nuevo; "
        "también puede quitar las páginas y volver a guardarlas.",
        "updating": "El sitio ha cambiado: actualizando las páginas guardadas…",
        "failed": "No se pudieron guardar las páginas para usarlas sin conexión. Inténtelo de nuevo cuando vuelva "
        "la red.",
        "no_room": "Este dispositivo no tiene espacio para estas páginas ({size}): no se guardó nada. Libere "
        "espacio e inténtelo de nuevo.",
        "remove": "Quitar de este dispositivo",
        "removed": "Quitado de este dispositivo.",
    },
    "fr": {
        "decimal": ",",
        "megabytes": "{number}\u00a0Mo",
        "region": "Lecture hors ligne",
        "offer": "Lisez ces pages sans réseau : enregistrez sur cet appareil les pages en français (toutes les "
        "règles en vigueur, leurs sections, la page de chaque édition, la recherche).",
        "save": "Enregistrer pour lire hors ligne ({size})",
        "saving": "Enregistrement pour la lecture hors ligne : {done} fichiers sur {total}…",
        "saved": "Enregistré sur cet appareil pour la lecture hors ligne ({size}).",
        "incomplete_one": "Enregistré sur cet appareil, sauf un fichier arrivé différent de ce que le site a publié : "
        "il a été laissé de côté et n’est pas téléchargé de nouveau. La prochaine version du site le réessaiera ; vous "
        "pouvez aussi supprimer les pages puis les enregistrer de nouveau.",
        "incomplete": "Enregistré sur cet appareil, sauf {count} fichiers arrivés différents de ce que le site a "
        "publié : ils ont été laissés de côté et ne sont pas téléchargés de nouveau. La prochaine version du site les "
        "réessaiera ; vous pouvez aussi supprimer les pages puis les enregistrer de nouveau.",
        "updating": "Le site a changé : mise à jour des pages enregistrées…",
        "failed": "Impossible d'enregistrer les pages pour la lecture hors ligne. Réessayez quand le réseau sera "
        "revenu.",
        "no_room": "Cet appareil n’a plus de place pour ces pages ({size}) : rien n’a été gardé. Libérez de la "
        "place et réessayez.",
        "remove": "Supprimer de cet appareil",
        "removed": "Supprimé de cet appareil.",
    },
    "ja": {
        "decimal": ".",
        "megabytes": "{number}\u00a0MB",
        "region": "オフラインで使う",
        "offer": "ネットワークがなくても読めるように、日本語のページ（現行のすべてのルール、その節、"
        "各版のページ、検索）をこの端末に保存できます。",
        "save": "オフライン用に保存（{size}）",
        "saving": "オフライン用に保存しています：{total} 件中 {done} 件…",
        "saved": "この端末にオフライン用として保存済みです（{size}）。",
        "incomplete_one": "この端末に保存しましたが、1 件のファイルはサイトが公開した内容と異なって届いたため、"
        "保存していません（再取得もしません）。サイトの次の版で再び試みます。削除して保存し直すこともできます。",
        "incomplete": "この端末に保存しましたが、{count} 件のファイルはサイトが公開した内容と異なって届いたため、"
        "保存していません（再取得もしません）。サイトの次の版で再び試みます。削除して保存し直すこともできます。",
        "updating": "サイトが更新されました。保存したページを更新しています…",
        "failed": "オフライン用に保存できませんでした。ネットワークが戻ってから再度お試しください。",
        "no_room": "この端末にはこれらのページ（{size}）を保存する空きがありません。何も保存していません。"
        "空きを作ってから再度お試しください。",
        "remove": "この端末から削除",
        "removed": "この端末から削除しました。",
    },
}
