//! `/help`: the commands, and for one game how a move is written with a
//! legal example; and the first steps `/hand` offers a player.

use super::game::Live;
use super::replay::start_state;
use super::reply::MAX_MESSAGE;
use super::{Ctx, Reply, Res, Service};
use crate::engine::{GameKind, LegalAction};

impl Service {
    /// The commands, or how `game`'s moves are written with an example
    /// from a fresh deal.
    pub fn help(&self, ctx: &Ctx, game: Option<GameKind>) -> Vec<Reply> {
        self.guarded(ctx, || {
            let Some(kind) = game else {
                return Ok(vec![Reply::private(ctx.user.id, super::catalogue::help_text())]);
            };
            Ok(vec![Reply::private(ctx.user.id, game_help(kind)?)])
        })
    }
}

/// How a move of `kind` is written, with a legal example.
fn game_help(kind: GameKind) -> Res<String> {
    if kind.is_puzzle() {
        return Ok(format!(
            "**{}** is a puzzle: start one with `/puzzle`, then `/move action:` with the rule text's notation \
             (`15H24` adds the 1-5 lying across from column 2, row 4; `36D` slides the 3-6 down). \
             `/hint` helps; `/rules game:{}` has it all.",
            kind.name(),
            kind.id()
        ));
    }
    let mut text = format!(
        "**{}**: `/move action:` takes a move as the list under it shows it. Start typing and the list narrows: {}.",
        kind.name(),
        kind.typing()
    );
    if let Some(a) = example(kind) {
        text.push_str(&format!(
            "\nFor example, at the start of a game: `{}`, which is {}.",
            a.notation, a.description
        ));
    }
    text.push_str(&format!("\nThe rules: `/rules game:{}`.", kind.id()));
    Ok(text)
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

/// What the player at `seat` can do now, for `/hand`: an example from
/// their own legal moves, or whose turn it is (`turn_said`: the game's own
/// note already began "Your turn").
pub(crate) fn first_steps(live: &Live, seat: usize, turn_said: bool) -> String {
    let to_act = live.game.to_act();
    if !to_act.includes(seat) {
        return match to_act.seat() {
            Some(next) => format!(
                "It is {}'s turn; I will ping you when it is yours.",
                live.seat_name(next)
            ),
            None => String::new(),
        };
    }
    let legal = live.game.legal(seat);
    let Some(a) = legal.iter().find(|a| a.notation.contains('-')).or(legal.first()) else {
        return String::new();
    };
    let how = if legal.len() == 1 {
        "It is your only move".to_string()
    } else {
        format!(
            "It is one of your {} moves; to find the others, start typing in `/move` {}",
            legal.len(),
            live.kind.typing()
        )
    };
    // The description may end in brackets of its own ("(lying across)"), so
    // it follows a colon rather than going inside another pair.
    let turn = if turn_said { "" } else { "Your turn. " };
    format!(
        "{turn}For example `/move action:\"{}\"`: {}. {how}.",
        a.notation, a.description
    )
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

    /// Every game's rules in at most three messages: Adding Donimoes and
    /// Tetradominoes took four once lists were no longer split, so their
    /// texts were tightened. A longer rule text must stay as short.
    #[test]
    fn every_games_rules_take_at_most_three_messages() {
        for kind in crate::engine::GameKind::ALL {
            let messages = rules_messages(kind.rules_text());
            assert!(
                messages.len() <= 3,
                "{}: {} messages of {:?} characters",
                kind.id(),
                messages.len(),
                messages.iter().map(|m| m.chars().count()).collect::<Vec<_>>()
            );
        }
    }
}
