"""What the discrepancy stage compares between documents, per language: topics, corrections, sequences."""

from __future__ import annotations

import re
from dataclasses import dataclass

# --- what the discrepancy stage compares between documents, per language -------------------


@dataclass(frozen=True)
class Finder:
    """One pattern of a topic in one language: it reads a figure (group ``value``) or states a fixed reading."""

    language: str
    """The language of the texts it is searched in."""
    pattern: re.Pattern[str]
    """The pattern; a group ``value`` holds a figure (digits or a number word)."""
    reading: str = ""
    """For a pattern without a figure: the reading it states, in words."""


@dataclass(frozen=True)
class Topic:
    """Something the documents state, with the patterns that find each statement."""

    id: str
    """A stable id, used as the discrepancy's id."""
    title: str
    """What is stated, in words."""
    unit: str
    """The unit of a figure (``life``), empty for readings."""
    finders: tuple[Finder, ...]
    """The patterns, per language."""


def _finder(language: str, pattern: str, reading: str = "") -> Finder:
    return Finder(language, re.compile(pattern, re.IGNORECASE), reading)


#: The topics the documents are compared on.
TOPICS: tuple[Topic, ...] = (
    Topic(
        "starting-life-total",
        "starting life total of a team",
        "life",
        (
            _finder("en", r"starts at (?P<value>\d+) life"),
            _finder("es", r"comienza en (?P<value>\d+) vidas"),
            _finder("fr", r"commence à (?P<value>\d+) points de vie"),
            _finder("ja", r"共有のライフ(?P<value>\d+)点"),
        ),
    ),
    Topic(
        "extra-turns-after-time",
        "extra turns played when time is called",
        "turns",
        (
            _finder("en", r"\b(?P<value>\d+|[a-z]+) (?:total )?(?:additional|extra) turns"),
            _finder("es", r"\b(?P<value>\d+|[a-zé]+) turnos (?:adicionales|extra)"),
            _finder("fr", r"\b(?P<value>\d+|[a-z-]+) tours (?:supplémentaires|additionnels)"),
        ),
    ),
    Topic(
        "individual-life-total",
        "life total of an individual player",
        "",
        (
            _finder("en", r"divided by two(?:, rounded up)?", "the team's life total divided by two, rounded up"),
            _finder("en", r"uses the team['\u2019]s life total instead", "the team's whole life total"),
            _finder("es", r"dividido entre dos", "the team's life total divided by two, rounded up"),
            _finder("es", r"usa el total de vidas del equipo", "the team's whole life total"),
            _finder("fr", r"divisé par deux", "the team's life total divided by two, rounded up"),
            _finder("fr", r"utilise le total de points de vie de l['\u2019]équipe", "the team's whole life total"),
            _finder("ja", r"チームのライフの合計点をそのプレイヤーのライフとする", "the team's whole life total"),
        ),
    ),
    Topic(
        "poison-counters-to-lose",
        "poison counters a team loses with",
        "poison counters",
        (
            _finder("en", r"\b(?P<value>\d+|[a-z]+) or more poison counters"),
            _finder("es", r"\b(?P<value>\d+|[a-zé]+) o más contadores de veneno"),
            _finder("fr", r"\b(?P<value>\d+|[a-z-]+) marqueurs poisons? ou plus"),
            _finder("ja", r"毒カウンターを(?P<value>\d+)個"),
            _finder("ja", r"毒カウンターが(?P<value>\d+)個"),
        ),
    ),
    # When a team whose life total is 0 or less loses: "the next time a team would receive priority" until 2009,
    # at once (a state-based action) since.
    Topic(
        "team-at-zero-life-loses",
        "moment a team whose life total is 0 or less loses the game",
        "",
        (
            _finder(
                "en",
                r"loses the game the next time (?:a|that) team would receive priority",
                "the next time a team would receive priority",
            ),
            _finder("en", r"0 or less, the team loses the game\.", "at once (a state-based action)"),
            _finder("es", r"pierde el juego la próxima vez que", "the next time a team would receive priority"),
            _finder("es", r"0 o menos, el equipo pierde el juego\.", "at once (a state-based action)"),
            _finder(
                "fr",
                r"perd la partie la prochaine fois qu['\u2019](?:elle|une équipe) devrait recevoir la priorité",
                "the next time a team would receive priority",
            ),
            _finder("fr", r"zéro ou moins, l['\u2019]équipe perd la partie\.", "at once (a state-based action)"),
        ),
    ),
    Topic(
        "larger-teams-life",
        "starting life per player for teams of more than two",
        "life per player",
        (
            _finder("en", r"\b(?P<value>\d+|[a-z]+) times the number of players"),
            _finder("en", r"starting life total is increased by (?P<value>\d+)"),
            _finder("es", r"se aumenta en (?P<value>\d+) vidas"),
            _finder("fr", r"augmenté de (?P<value>\d+) points de vie"),
        ),
    ),
)

#: Words of a FAQ note that call the rule it cites wrong.
CORRECTION_RE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(?:incorrect|wrong|erratum|official correction)\b", re.IGNORECASE),
    "es": re.compile(r"\b(?:incorrect[oa]s?|err[óo]ne[oa]s?|errata|corrección oficial)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(?:incorrecte?s?|erronée?s?|erratum|correction officielle)\b", re.IGNORECASE),
    "ja": re.compile(r"誤り|訂正"),
}

#: Numbered items inside one example ("extra turn #2", "tour additionnel numéro 2").
SEQUENCE_RE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"extra turn #(?P<n>\d+)", re.IGNORECASE),
    "es": re.compile(r"turno (?:adicional|extra) (?:número |#)(?P<n>\d+)", re.IGNORECASE),
    "fr": re.compile(r"tour (?:additionnel|supplémentaire) (?:numéro |#|n°\s*)(?P<n>\d+)", re.IGNORECASE),
}
