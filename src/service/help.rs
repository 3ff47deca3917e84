//! `/help`: the commands, and for one game how a move is written with a
//! legal example; and the first steps `/hand` offers a player.

use super::game::Live;
use super::replay::start_state;
use super::reply::MAX_MESSAGE;
use super::{Ctx, Reply, Service};
use crate::engine::{GameKind, LegalAction};
use crate::i18n::{self, Arg, Locale};

impl Service {
    /// The commands, or how `game`'s moves are written with an example
    /// from a fresh deal, in the reader's language.
    pub fn help(&self, ctx: &Ctx, game: Option<GameKind>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let text = match game {
                None => super::catalogue::help_text(ctx.locale),
                Some(kind) => game_help(ctx.locale, kind),
            };
            Ok(vec![Reply::private(ctx.user.id, text)])
        })
    }
}

/// How a move of `kind` is written, with a legal example (its
/// description in `locale`).
fn game_help(locale: Locale, kind: GameKind) -> String {
    let (game, id) = (Arg::from(i18n::game_name(locale, kind)), Arg::from(kind.id()));
    if kind.is_puzzle() {
        return i18n::text(locale, "help-puzzle", &[("game", game), ("id", id)]);
    }
    let mut text = i18n::text(
        locale,
        "help-move",
        &[("game", game), ("typing", typing_in(locale, kind).into())],
    );
    if let Some(a) = example(kind) {
        text.push('\n');
        let description = i18n::action(locale, &a);
        let args = [("notation", a.notation.into()), ("description", description.into())];
        text.push_str(&i18n::text(locale, "help-example", &args));
    }
    text.push('\n');
    text.push_str(&i18n::text(locale, "help-rules", &[("id", id)]));
    text
}

/// What to type to narrow `/move`'s list of `kind`, with examples
/// (`GameKind::typing` in English).
pub(crate) fn typing_in(locale: Locale, kind: GameKind) -> String {
    i18n::text(locale, &format!("help-typing-{}", kind.id()), &[])
}

/// A legal first move of `kind` at a table of the smallest size, from a
/// fixed deal (a real move, though not one from the reader's own game).
fn example(kind: GameKind) -> Option<LegalAction> {
    let (lo, _) = kind.player_range(None);
    let started = start_state(kind, None, lo.max(1), [7; 32]).ok()?;
    let seat = started.game.to_act().seats().first().copied()?;
    let legal = started.game.legal(seat);
    // A placement says more than a pass or a draw.
    legal
        .iter()
        .find(|a| a.notation.contains('-'))
        .or(legal.first())
        .cloned()
}

/// What the player at `seat` can do now, for `/hand`, in `locale`: an
/// example from their own legal moves, or whose turn it is (`turn_said`:
/// the game's own note already began "Your turn").
pub(crate) fn first_steps(live: &Live, seat: usize, turn_said: bool, locale: Locale) -> String {
    let to_act = live.game.to_act();
    if !to_act.includes(seat) {
        return match to_act.seat() {
            Some(next) => i18n::text(
                locale,
                "help-turn-of",
                &[("name", live.seat_name_in(next, locale).into())],
            ),
            None => String::new(),
        };
    }
    let legal = live.game.legal(seat);
    let Some(a) = legal.iter().find(|a| a.notation.contains('-')).or(legal.first()) else {
        return String::new();
    };
    let how = if legal.len() == 1 {
        i18n::text(locale, "help-only-move", &[])
    } else {
        let args = [
            ("count", Arg::count(legal.len())),
            ("typing", typing_in(locale, live.kind).into()),
        ];
        i18n::text(locale, "help-one-of", &args)
    };
    // The description may end in brackets of its own ("(lying across)"), so
    // it follows a colon rather than going inside another pair.
    let key = if turn_said { "help-step" } else { "help-step-turn" };
    let args = [
        ("notation", Arg::from(a.notation.as_str())),
        ("description", i18n::action(locale, a).into()),
        ("how", how.into()),
    ];
    i18n::text(locale, key, &args)
}

/// `/rules` without a game: the games the bot knows, with their ids and
/// players, in `locale`.
pub(crate) fn games_text(locale: Locale) -> String {
    let lines = GameKind::ALL.iter().map(|k| {
        let (game, id) = (Arg::from(i18n::game_name(locale, *k)), Arg::from(k.id()));
        if k.is_puzzle() {
            return i18n::text(locale, "help-game-puzzle", &[("game", game), ("id", id)]);
        }
        let (min, max) = k.player_range(None);
        let players = super::challenge::players_words(locale, min, max);
        let key = if k.is_playable() { "help-game" } else { "help-game-soon" };
        i18n::text(locale, key, &[("game", game), ("id", id), ("players", players.into())])
    });
    let mut text = i18n::text(locale, "help-games", &[]);
    for line in lines {
        text.push('\n');
        text.push_str(&line);
    }
    text
}

/// A game's rules (`docs/rules/<id>.md`) as the messages `/rules` sends:
/// each paragraph on one line (the files are wrapped for editors, and a
/// line break in the middle of a sentence or a code span reads badly on a
/// phone), as few messages as Discord's limit allows, split only between
/// paragraphs, lists and sections (before a heading rather than elsewhere,
/// never right after one, and a list kept with the paragraph that
/// introduces it where that costs no extra message).
pub(crate) fn rules_messages(text: &str) -> Vec<String> {
    let blocks: Vec<Block> = unwrapped(text).into_iter().flat_map(Block::fitted).collect();
    let splits = fewest_messages(&blocks);
    let mut out = Vec::new();
    let mut start = 0;
    for end in splits.into_iter().chain([blocks.len()]) {
        let part: Vec<&str> = blocks[start..end].iter().map(|b| b.text.as_str()).collect();
        out.push(part.join("\n\n"));
        start = end;
    }
    out.retain(|m| !m.trim().is_empty());
    out
}

/// What a split before a block costs in `/rules`, beyond the message it adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Heading,
    List,
    Other,
}

/// A paragraph, a list, a code block or a heading: what `/rules` never
/// splits (unless it alone is longer than a message).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Block {
    text: String,
    kind: Kind,
}

impl Block {
    /// The block itself, or, longer than a message, its lines packed into
    /// pieces that fit (a single line longer than a message, never the case
    /// in our docs, is cut).
    fn fitted(self) -> Vec<Block> {
        if self.text.chars().count() <= MAX_MESSAGE {
            return vec![self];
        }
        let mut pieces: Vec<Block> = Vec::new();
        for line in self.text.lines() {
            let line: String = line.chars().take(MAX_MESSAGE).collect();
            match pieces.last_mut() {
                Some(p) if p.text.chars().count() + 1 + line.chars().count() <= MAX_MESSAGE => {
                    p.text.push('\n');
                    p.text.push_str(&line);
                }
                _ => pieces.push(Block {
                    text: line,
                    kind: self.kind,
                }),
            }
        }
        pieces
    }
}

/// The blocks of a markdown text with each paragraph, list item and
/// heading on one line: a line joins the one before it unless a blank
/// line, a heading, a list item or a code fence starts something new, or
/// it follows a list item without the indent that continues one. Code
/// blocks stay as written.
fn unwrapped(text: &str) -> Vec<Block> {
    let mut blocks: Vec<Block> = Vec::new();
    // Whether the last block goes on, and whether its last line is a list item.
    let (mut open, mut in_item, mut in_code) = (false, false, false);
    for line in text.lines() {
        let trimmed = line.trim_start();
        let fence = trimmed.starts_with("```");
        if !in_code && line.trim().is_empty() {
            open = false;
            continue;
        }
        let item = !in_code && is_list_item(trimmed);
        let heading = !in_code && trimmed.starts_with('#');
        // A line after a list item starts a line of its own unless indented.
        let own_line = item || (in_item && line == trimmed);
        match blocks.last_mut().filter(|_| open && !heading) {
            Some(b) if in_code || fence => {
                b.text.push('\n');
                b.text.push_str(line);
                in_item = false;
            }
            Some(b) if own_line => {
                b.text.push('\n');
                b.text.push_str(trimmed);
                in_item = item;
            }
            Some(b) => {
                b.text.push(' ');
                b.text.push_str(trimmed);
            }
            None => {
                let kind = match (heading, item) {
                    (true, _) => Kind::Heading,
                    (_, true) => Kind::List,
                    _ => Kind::Other,
                };
                let text = if fence { line } else { trimmed };
                blocks.push(Block {
                    text: text.to_string(),
                    kind,
                });
                open = !heading;
                in_item = item;
            }
        }
        if fence {
            in_code = !in_code;
        }
    }
    blocks
}

/// `- item`, `* item` or `1. item`.
fn is_list_item(line: &str) -> bool {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    line.starts_with("- ") || line.starts_with("* ") || (digits > 0 && line[digits..].starts_with(". "))
}

/// Where to start new messages (indices of the blocks that begin them, in
/// order) so that `blocks`, joined by blank lines, make the fewest messages
/// within Discord's limit, and among those the splits read best.
fn fewest_messages(blocks: &[Block]) -> Vec<usize> {
    let len = |b: &Block| b.text.chars().count();
    // A split before block j: free before a heading, dear after one, a
    // little dearer before a list (it belongs to the paragraph before it).
    let penalty = |j: usize| match (blocks[j - 1].kind, blocks[j].kind) {
        (Kind::Heading, _) => 100,
        (_, Kind::Heading) => 0,
        (_, Kind::List) => 2,
        _ => 1,
    };
    // best[i]: (messages, penalty, where the last message starts) for the
    // first i blocks.
    let mut best: Vec<Option<(usize, usize, usize)>> = vec![None; blocks.len() + 1];
    best[0] = Some((0, 0, 0));
    for end in 1..=blocks.len() {
        let mut size = 0;
        for start in (0..end).rev() {
            size += len(&blocks[start]) + if start + 1 < end { 2 } else { 0 };
            if size > MAX_MESSAGE && start + 1 < end {
                break;
            }
            let Some((messages, cost, _)) = best[start] else {
                continue;
            };
            let cost = cost + if start > 0 { penalty(start) } else { 0 };
            let candidate = (messages + 1, cost, start);
            if best[end].is_none_or(|(m, c, _)| (candidate.0, candidate.1) < (m, c)) {
                best[end] = Some(candidate);
            }
        }
    }
    let mut splits = Vec::new();
    let mut end = blocks.len();
    while let Some((_, _, start)) = best[end].filter(|_| end > 0) {
        if start > 0 {
            splits.push(start);
        }
        end = start;
    }
    splits.reverse();
    splits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_and_list_items_are_unwrapped_and_code_is_kept() {
        let text = "# Title\n\nA paragraph wrapped\nin the middle of a `code\nspan`.\nEach move:\n- one item\n  going on\n- two\nAfter the list.\n\n```\nkept\n  as is\n```\n\n1. first\n2. second\n";
        let blocks: Vec<(String, Kind)> = unwrapped(text).into_iter().map(|b| (b.text, b.kind)).collect();
        assert_eq!(
            blocks,
            [
                ("# Title".to_string(), Kind::Heading),
                (
                    "A paragraph wrapped in the middle of a `code span`. Each move:\n- one item going on\n- two\nAfter the list."
                        .to_string(),
                    Kind::Other
                ),
                ("```\nkept\n  as is\n```".to_string(), Kind::Other),
                ("1. first\n2. second".to_string(), Kind::List),
            ]
        );
    }

    #[test]
    fn rules_split_only_between_blocks_into_the_fewest_messages_before_a_heading() {
        let para = |c: char| c.to_string().repeat(900);
        let text = format!(
            "{}\n\n{}\n\n## Next\n\n{}\n\n{}",
            para('a'),
            para('b'),
            para('c'),
            para('d')
        );
        let m = rules_messages(&text);
        assert_eq!(m.len(), 2, "{m:?}");
        assert!(
            m[1].starts_with("## Next"),
            "split before the heading: {:?}",
            &m[1][..20]
        );
        assert_eq!(m.join("\n\n"), text);
        // A block longer than a message is cut at its lines.
        let long: Vec<String> = (0..30).map(|i| format!("- item {i} {}", "x".repeat(100))).collect();
        let m = rules_messages(&long.join("\n"));
        assert!(
            m.len() == 2 && m.iter().all(|x| x.chars().count() <= MAX_MESSAGE),
            "{m:?}"
        );
    }

    /// Every game's rules in at most three messages, in every language:
    /// Adding Donimoes and Tetradominoes took four once lists were no
    /// longer split, so their texts were tightened. A longer rule text (a
    /// translation is longer) must stay as short.
    #[test]
    fn every_games_rules_take_at_most_three_messages_in_every_language() {
        for locale in Locale::ALL {
            for kind in crate::engine::GameKind::ALL {
                let messages = rules_messages(i18n::rules_text(locale, kind));
                let sizes: Vec<usize> = messages.iter().map(|m| m.chars().count()).collect();
                assert!(
                    messages.len() <= 3 && sizes.iter().all(|s| *s <= MAX_MESSAGE),
                    "{} {}: {} messages of {sizes:?} characters",
                    locale.discord(),
                    kind.id(),
                    messages.len(),
                );
            }
        }
    }

    /// Every `help-*` message with the longest facts it is given: (key,
    /// arguments).
    fn samples() -> Vec<(String, Vec<(&'static str, Arg)>)> {
        let long = |n: usize| Arg::from("x".repeat(n));
        let mut samples: Vec<(String, Vec<(&str, Arg)>)> = vec![
            ("help-command".into(), vec![("usage", long(60)), ("help", long(100))]),
            ("help-puzzle".into(), vec![("game", long(30)), ("id", long(15))]),
            (
                "help-example".into(),
                vec![("notation", long(40)), ("description", long(200))],
            ),
            ("help-rules".into(), vec![("id", long(15))]),
            ("help-turn-of".into(), vec![("name", long(32))]),
            ("help-only-move".into(), vec![]),
            ("help-games".into(), vec![]),
            ("help-game-puzzle".into(), vec![("game", long(30)), ("id", long(15))]),
        ];
        let step = || vec![("notation", long(40)), ("description", long(200)), ("how", long(400))];
        samples.push(("help-step".into(), step()));
        samples.push(("help-step-turn".into(), step()));
        for key in ["help-game", "help-game-soon"] {
            samples.push((
                key.into(),
                vec![("game", long(30)), ("id", long(15)), ("players", long(20))],
            ));
        }
        for n in [1, 2, 40] {
            samples.push((
                "help-one-of".into(),
                vec![("count", Arg::count(n)), ("typing", long(200))],
            ));
        }
        samples.push(("help-move".into(), vec![("game", long(30)), ("typing", long(200))]));
        for group in ["playing", "puzzles", "after-the-game", "settings", "help"] {
            samples.push((format!("help-group-{group}"), vec![]));
        }
        for kind in crate::engine::GameKind::ALL {
            samples.push((format!("help-typing-{}", kind.id()), vec![]));
        }
        samples
    }

    #[test]
    fn every_help_message_reads_in_every_language_within_a_message() {
        for (key, args) in samples() {
            let english = i18n::format(Locale::EnUs, &key, &args).unwrap_or_else(|e| panic!("{e:?}"));
            for locale in Locale::ALL {
                let text = i18n::format(locale, &key, &args).unwrap_or_else(|e| panic!("{e:?}"));
                assert!(text.chars().count() <= MAX_MESSAGE, "{} {key}", locale.discord());
                // Notation-only lines read the same everywhere.
                let same_everywhere = key == "help-game" || key == "help-command";
                if locale != Locale::EnUs && !same_everywhere {
                    assert_ne!(text, english, "{} {key} is English", locale.discord());
                }
            }
        }
    }

    #[test]
    fn every_help_message_is_reached_by_a_sample() {
        let sampled: Vec<String> = samples().into_iter().map(|(k, _)| k).collect();
        for key in i18n::keys(Locale::EnUs).into_iter().filter(|k| k.starts_with("help-")) {
            assert!(sampled.contains(&key), "{key} has no sample");
        }
    }

    /// The catalogue's English is the engine's, word for word.
    #[test]
    fn what_to_type_reads_in_english_as_the_engine_says_it() {
        for kind in crate::engine::GameKind::ALL {
            assert_eq!(typing_in(Locale::EnUs, kind), kind.typing(), "{}", kind.id());
        }
        assert!(typing_in(Locale::EsEs, GameKind::Draw).starts_with("una ficha"));
    }
}
