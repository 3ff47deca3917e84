//! `/games` through the service: the games that wait for the caller come
//! first, and a list longer than a message comes in pages turned with
//! buttons that only its reader may press.

use crate::common;
use crate::common::refused;
use common::{ctx, press, service, start, to_act};
use dominoes_bot::service::ShowRefusal;

use dominoes_bot::service::{Audience, ButtonId, MAX_MESSAGE, Reply};

/// The game ids a page of `/games` lists, in order, each with whether the
/// line says it is the reader's turn.
fn listed(r: &Reply) -> Vec<(i64, bool)> {
    r.text
        .lines()
        .skip(1)
        .map(|line| {
            let id = line
                .split("(game ")
                .nth(1)
                .and_then(|rest| rest.split(')').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("a line without its game: {line}"));
            (id, line.contains("**your turn**"))
        })
        .collect()
}

#[test]
fn games_lists_your_turn_first_and_turns_pages_with_buttons() {
    let svc = service(4).without_board_pictures();
    const GAMES: u64 = 40;
    let ids: Vec<i64> = (0..GAMES).map(|c| start(&svc, 700 + c, "dominimum", &[1, 2])).collect();
    let mine: Vec<i64> = ids.iter().copied().filter(|&id| to_act(&svc, id) == Some(1)).collect();
    assert!(!mine.is_empty() && mine.len() < ids.len(), "{mine:?}");

    let here = ctx(700, 1);
    let first = svc.games(&here, false, false);
    assert_eq!(first.len(), 1);
    let mut page = first[0].clone();
    assert!(
        page.text.starts_with(&format!(
            "Your games in this server ({GAMES}; {} waiting for you, listed first), page 1 of",
            mine.len()
        )),
        "{}",
        page.text
    );
    let mut seen: Vec<(i64, bool)> = Vec::new();
    for n in 0.. {
        assert_eq!(page.audience, Audience::Private(1));
        assert!(page.text.chars().count() <= MAX_MESSAGE, "{}", page.text);
        assert!(!page.text.contains("more games"), "nothing is left out: {}", page.text);
        seen.extend(listed(&page));
        let ids: Vec<&str> = page.buttons.iter().map(|b| b.id.as_str()).collect();
        assert!(ids.iter().all(|id| id.len() <= ButtonId::MAX_LEN));
        let next = ButtonId::Games {
            user: 1,
            all: false,
            page: n + 1,
        };
        if !ids.contains(&next.to_string().as_str()) {
            break;
        }
        if n > 0 {
            assert!(ids.contains(&format!("games:1:{}", n - 1).as_str()), "{ids:?}");
        }
        // Another user cannot turn it; its reader turns it in place.
        let r = press(&svc, &ctx(700, 2), next.clone());
        assert!(
            r.len() == 1 && r[0].audience == Audience::Private(2) && refused!(r[0], Show(ShowRefusal::OthersList)),
            "{r:?}"
        );
        let r = press(&svc, &here, next);
        assert!(r[0].in_place, "a page replaces the one pressed");
        page = r[0].clone();
    }
    // Every game once, the ones waiting for user 1 first and marked so.
    let mut listed_ids: Vec<i64> = seen.iter().map(|(id, _)| *id).collect();
    assert_eq!(seen.len(), ids.len(), "{seen:?}");
    assert!(
        seen[..mine.len()]
            .iter()
            .all(|&(id, yours)| yours && mine.contains(&id)),
        "{seen:?}"
    );
    assert!(seen[mine.len()..].iter().all(|&(_, yours)| !yours), "{seen:?}");
    listed_ids.sort();
    assert_eq!(listed_ids, ids);

    // A page that no longer exists is refused privately.
    let gone = ButtonId::Games {
        user: 1,
        all: false,
        page: 99,
    };
    let r = press(&svc, &here, gone);
    assert!(
        r[0].audience == Audience::Private(1) && refused!(r[0], Show(ShowRefusal::PageGone)),
        "{r:?}"
    );
}

#[test]
fn a_short_list_has_no_pages_and_no_buttons() {
    let svc = service(4).without_board_pictures();
    let id = start(&svc, 700, "dominimum", &[1, 2]);
    let r = svc.games(&ctx(700, 1), false, false);
    assert!(r[0].buttons.is_empty(), "{:?}", r[0].buttons);
    assert!(r[0].text.starts_with("Your games in this server (1"), "{}", r[0].text);
    assert_eq!(listed(&r[0]).len(), 1, "{}", r[0].text);
    assert!(r[0].text.contains(&format!("(game {id})")));
}
