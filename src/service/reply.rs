//! What the service answers: plain values that any front end can show.
//!
//! Every reply is built here, so Discord's limits are kept here too: a
//! text longer than a message is cut at a line ([`fit_message`]), a
//! button label is shortened, buttons beyond what one message takes and
//! autocomplete choices whose value is too long are left out; a select
//! menu keeps 25 options with labels, values and descriptions of at most
//! 100 characters, and takes one of the message's five rows. A front end
//! can send whatever the service returns without "This interaction failed".

use super::{ButtonId, MenuId, Refusal};
use crate::engine::common::words::plural;
use crate::engine::face::Face;
use crate::i18n::Locale;
use crate::store::TurnKey;
use serde::Serialize;

/// Discord's limit on one message's text, in characters.
pub const MAX_MESSAGE: usize = 2000;
/// Discord's limit on a button's label.
pub const MAX_LABEL: usize = 80;
/// Discord takes at most five rows of five buttons under one message.
pub const MAX_BUTTONS: usize = 25;
/// Discord shows at most 25 autocomplete choices, each name and value at
/// most 100 characters.
pub const MAX_CHOICES: usize = 25;
pub const MAX_CHOICE_LEN: usize = 100;
/// Discord's limits on a select menu: 25 options, each label, value and
/// description at most 100 characters, a placeholder of at most 150.
pub const MAX_OPTIONS: usize = 25;
pub const MAX_OPTION_LEN: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;
/// Discord takes five component rows under a message: a select menu fills
/// one, buttons go five to a row.
pub const MAX_ROWS: usize = 5;
/// Discord's cap on the components of one card (Components V2), nested
/// ones counted: its container, texts, galleries, rows, buttons, menus.
pub const MAX_CARD_COMPONENTS: usize = 40;
pub const BUTTONS_PER_ROW: usize = 5;

/// Who sees a reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Audience {
    /// Everyone in the channel.
    Public,
    /// Only this user (an ephemeral message on Discord).
    Private(u64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    /// A [`ButtonId`] as text (`accept:12`); pressed with `Service::button`.
    pub id: String,
    pub label: String,
    pub style: ButtonStyle,
    /// The one tile or piece of the reader's the button plays, shown as a
    /// small picture beside the label (which keeps its words for screen
    /// readers); front ends without pictures show the label alone.
    pub emoji: Option<Face>,
}

/// A select menu (Discord's string select): one choice among its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Menu {
    /// A [`MenuId`] as text (`pick:g12:40`); a choice goes to
    /// `Service::select` with the chosen option's value.
    pub id: String,
    /// Shown in the menu before anything is chosen.
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
    /// A second, smaller line under the label.
    pub description: Option<String>,
    /// The one tile or piece the option plays, as on [`Button::emoji`].
    pub emoji: Option<Face>,
}

impl MenuOption {
    /// An option showing `label` (cut to [`MAX_OPTION_LEN`]; the value
    /// when it is blank) with an optional `description` (cut too) that
    /// sends `value`; `None` when the value is empty or longer than
    /// Discord takes, as a value cannot be cut without changing it.
    pub fn new(label: &str, value: String, description: Option<&str>) -> Option<MenuOption> {
        if value.is_empty() || value.chars().count() > MAX_OPTION_LEN {
            return None;
        }
        let label = if label.trim().is_empty() { value.as_str() } else { label };
        Some(MenuOption {
            label: truncate(label, MAX_OPTION_LEN),
            description: description
                .filter(|d| !d.trim().is_empty())
                .map(|d| truncate(d, MAX_OPTION_LEN)),
            value,
            emoji: None,
        })
    }

    /// This option, showing `face` beside its label.
    pub fn showing(self, face: Option<Face>) -> MenuOption {
        MenuOption { emoji: face, ..self }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub filename: String,
    pub png: Vec<u8>,
}

/// A picture with the choices among what it marks right under it: the
/// move picker's places on one part of the board. Only a card
/// ([`Reply::card`]) holds panels, shown in order after the reply's own
/// picture, each picture followed by its menu and buttons, and before
/// the reply's own choices; a front end without cards lists them the
/// same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    pub image: Option<Image>,
    pub menu: Option<Menu>,
    pub buttons: Vec<Button>,
}

impl Panel {
    /// A panel of `image` with the menu and buttons of `choices`: a reply
    /// built for them alone, so that they keep Discord's limits as any
    /// reply's do (its first menu is kept).
    pub fn new(image: Option<Image>, choices: Reply) -> Panel {
        Panel {
            image,
            menu: choices.menus.into_iter().next(),
            buttons: choices.buttons,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub audience: Audience,
    /// Markdown text; users are mentioned as `<@id>`.
    pub text: String,
    pub image: Option<Image>,
    /// Pictures with their own choices, after the picture (see [`Panel`]).
    pub panels: Vec<Panel>,
    pub buttons: Vec<Button>,
    /// Select menus, above the buttons (each takes a row of its own).
    pub menus: Vec<Menu>,
    /// Users this reply should ping.
    pub mentions: Vec<u64>,
    /// Set on the public message of an accepted action: once it is posted,
    /// the front end tells the service ([`super::Service::posted`]), and a
    /// restart does not post it again (`Service::owed_posts`).
    pub settles: Option<Owed>,
    /// Shown in place of the message whose button was pressed or whose
    /// menu was used (a challenge that fills up, a replay that steps on, the
    /// move picker's next step), not as a new message. An empty text keeps
    /// that message's text; its buttons and menus are replaced by this
    /// reply's (none: the old ones go). Only the first reply to a press or
    /// a choice can be in place; elsewhere it is posted as usual.
    pub in_place: bool,
    /// The public message of a game's turn: a new one (which later
    /// decisions of the turn edit), or an edit of the last new one. A front
    /// end that cannot edit (or no longer knows that message) posts it.
    pub turn: Option<TurnMessage>,
    /// Set when the command was refused: why, as a typed value. `text`
    /// holds its English sentence; a front end shows [`Reply::words`],
    /// where a translation of the refusal would take its place.
    pub refusal: Option<Refusal>,
    /// A public reply for this channel instead of the chat the interaction
    /// came from: a move made from a turn's direct message is shown in the
    /// game's channel (see `Service::press`).
    pub elsewhere: Option<u64>,
    /// Set on a person's move that hands the turn to the computer: the
    /// computer's round is shown next, and its message repeats this one's
    /// lines. A front end that cannot edit this turn's message (where the
    /// bot only answers) may leave it out: one message a round, not two.
    pub computer_follows: bool,
    /// Shown as one card (the words, the picture and the choices in one
    /// frame) where the front end can: the move picker's steps. A card
    /// stays a card, so every reply shown in place of one is one too.
    pub card: bool,
    /// The language the reply is read in: a private reply its reader's
    /// (set by the front end from the interaction, [`read_in`]); a game's
    /// public post the game's (`Live::post`), whoever acted.
    pub locale: Locale,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TurnMessage {
    /// A new message, the turn `.0`'s, to be edited by what follows.
    New(TurnKey),
    /// Replaces the turn `.0`'s message.
    Edit(TurnKey),
}

impl TurnMessage {
    /// The turn whose message this is.
    pub fn key(self) -> TurnKey {
        match self {
            TurnMessage::New(k) | TurnMessage::Edit(k) => k,
        }
    }
}

/// A game's public messages are owed up to this action (its `ply`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Owed {
    pub game: i64,
    pub ply: i64,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Public,
            text: fit_message(text.into()),
            image: None,
            panels: Vec::new(),
            buttons: Vec::new(),
            menus: Vec::new(),
            mentions: Vec::new(),
            settles: None,
            in_place: false,
            turn: None,
            refusal: None,
            elsewhere: None,
            computer_follows: false,
            card: false,
            locale: Locale::EnUs,
        }
    }

    /// The private answer to a refused command: `why`, and its sentence.
    pub fn refused(user: u64, why: Refusal) -> Reply {
        Reply {
            refusal: Some(why.clone()),
            ..Reply::private(user, why.to_string())
        }
    }

    /// What the reader sees: the refusal in words (in the reply's
    /// language), or the text.
    pub fn words(&self) -> std::borrow::Cow<'_, str> {
        match &self.refusal {
            Some(why) => std::borrow::Cow::Owned(fit_message(why.words(self.locale))),
            None => std::borrow::Cow::Borrowed(&self.text),
        }
    }

    /// Takes the buttons off the pressed message and leaves its text: what
    /// a button that no longer applies gets, with a private note after.
    pub fn stale() -> Reply {
        Reply::public("").in_place()
    }

    pub fn private(user: u64, text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Private(user),
            ..Reply::public(text)
        }
    }

    pub fn with_image(mut self, filename: impl Into<String>, png: Vec<u8>) -> Reply {
        self.image = Some(Image {
            filename: filename.into(),
            png,
        });
        self
    }

    /// Adds a picture with its own choices (see [`Panel`]).
    pub fn with_panel(mut self, panel: Panel) -> Reply {
        self.panels.push(panel);
        self
    }

    /// Every picture the reply shows: its own, then its panels'.
    pub fn images(&self) -> impl Iterator<Item = &Image> {
        self.image
            .iter()
            .chain(self.panels.iter().filter_map(|p| p.image.as_ref()))
    }

    /// Adds a button, its label cut to [`MAX_LABEL`], unless its id is
    /// longer than Discord takes (see [`ButtonId::fits`]) or the message
    /// has no room left ([`MAX_BUTTONS`], fewer when menus take rows):
    /// such a choice is left to typing instead.
    pub fn with_button(self, id: ButtonId, label: &str, style: ButtonStyle) -> Reply {
        self.with_button_showing(id, label, style, None)
    }

    /// [`Reply::with_button`] with `face` beside the label: the tile or
    /// piece of the reader's that the button plays. Only a private reply
    /// shows faces (see [`Reply::shows_faces`]).
    pub fn with_button_showing(mut self, id: ButtonId, label: &str, style: ButtonStyle, face: Option<Face>) -> Reply {
        let face = face.filter(|_| self.shows_faces());
        let room = MAX_ROWS.saturating_sub(self.menus.len()) * BUTTONS_PER_ROW;
        if id.fits() && self.buttons.len() < room.min(MAX_BUTTONS) {
            self.buttons.push(Button {
                id: id.to_string(),
                label: truncate(label, MAX_LABEL),
                style,
                emoji: face,
            });
        }
        self
    }

    /// Adds a select menu with at most [`MAX_OPTIONS`] of `options` (one
    /// per value: a repeated value is left out), unless it would have
    /// none or the message has no row left for it.
    pub fn with_menu(mut self, id: MenuId, placeholder: &str, options: Vec<MenuOption>) -> Reply {
        let rows = self.menus.len() + self.buttons.len().div_ceil(BUTTONS_PER_ROW);
        let id = id.to_string();
        if rows >= MAX_ROWS || id.len() > ButtonId::MAX_LEN {
            return self;
        }
        let mut kept: Vec<MenuOption> = Vec::new();
        let faces = self.shows_faces();
        for o in options {
            let o = if faces { o } else { o.showing(None) };
            if kept.len() < MAX_OPTIONS && !kept.iter().any(|k| k.value == o.value) {
                kept.push(o);
            }
        }
        if !kept.is_empty() {
            self.menus.push(Menu {
                id,
                placeholder: truncate(placeholder, MAX_PLACEHOLDER),
                options: kept,
            });
        }
        self
    }

    /// Whether this reply's buttons and options may show tile faces: only
    /// a private one, read by the player whose tiles they are. A public
    /// message keeps to words, so no picture on a button can show anyone a
    /// hidden tile.
    pub fn shows_faces(&self) -> bool {
        matches!(self.audience, Audience::Private(_))
    }

    /// A public reply goes to `channel` rather than where the interaction
    /// came from; a private one stays with its reader.
    pub fn shown_in(mut self, channel: u64) -> Reply {
        if self.audience == Audience::Public && !self.in_place {
            self.elsewhere = Some(channel);
        }
        self
    }

    /// This reply, read in `locale`: a game's public post speaks the
    /// game's language.
    pub fn in_locale(mut self, locale: Locale) -> Reply {
        self.locale = locale;
        self
    }

    /// Shows this reply in place of the pressed message.
    pub fn in_place(mut self) -> Reply {
        self.in_place = true;
        self
    }

    /// Shows this reply as a card (see [`Reply::card`]).
    pub fn as_card(mut self) -> Reply {
        self.card = true;
        self
    }

    /// Marks this reply as the post that settles `owed`.
    pub fn settling(mut self, owed: Owed) -> Reply {
        self.settles = Some(owed);
        self
    }

    pub fn mentioning(mut self, users: impl IntoIterator<Item = u64>) -> Reply {
        for u in users {
            if !self.mentions.contains(&u) {
                self.mentions.push(u);
            }
        }
        self
    }
}

/// Gives each private reply its reader's language (`reader`, as the front
/// end knows it from the interaction); a public reply keeps its own.
pub fn read_in(replies: &mut [Reply], reader: Locale) {
    for r in replies
        .iter_mut()
        .filter(|r| matches!(r.audience, Audience::Private(_)))
    {
        r.locale = reader;
    }
}

/// How a user is mentioned in reply text.
pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// An autocomplete choice: what the menu shows and what gets filled in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

impl Choice {
    /// A choice showing `name` (cut to [`MAX_CHOICE_LEN`]) that fills in
    /// `value`; `None` when the value is empty or longer than Discord
    /// takes: a value cannot be cut without changing what it says, so such
    /// a choice is typed, not picked.
    pub fn new(name: &str, value: String) -> Option<Choice> {
        if value.is_empty() || value.chars().count() > MAX_CHOICE_LEN {
            return None;
        }
        let name = if name.trim().is_empty() { value.as_str() } else { name };
        Some(Choice {
            name: truncate(name, MAX_CHOICE_LEN),
            value,
        })
    }
}

/// `s` cut to at most `max` characters, ending in "…" when it was cut: for
/// texts the service made (labels, choice names). What a user typed is
/// quoted with [`crate::engine::common::placement::echo`] instead, which
/// keeps only a few dozen characters.
pub(crate) fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `s` cut to at most `max` characters, ending in "…" when it was cut,
/// for a message's text: cut after a whole word, and before any `**`, `*`,
/// `__` or `` ` `` it opened, so that no markdown is left unclosed.
pub(crate) fn cut_whole(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    // Back to the last whole word (a text without spaces is cut anywhere).
    if let Some(space) = out.rfind(char::is_whitespace) {
        out.truncate(space);
    }
    while let Some(open) = unclosed_markdown(&out) {
        out.truncate(open);
    }
    let mut out = out.trim_end().to_string();
    out.push('…');
    out
}

/// Where the last markdown marker that `s` leaves open starts, if any.
fn unclosed_markdown(s: &str) -> Option<usize> {
    ["`", "**", "__", "*"].into_iter().find_map(|marker| {
        let count = s.matches(marker).count() - if marker == "*" { 2 * s.matches("**").count() } else { 0 };
        (count % 2 == 1).then(|| {
            s.rmatch_indices(marker)
                .map(|(i, _)| i)
                .find(|&i| marker != "*" || !(s[i..].starts_with("**") || s[..i].ends_with('*')))
                .unwrap_or(0)
        })
    })
}

/// The last safety net before a text leaves the service: at most
/// [`MAX_MESSAGE`] characters, or Discord refuses the whole message and
/// the user sees "This interaction failed". A longer text is cut after its
/// last whole line that fits, followed by "… (N more lines)"; only a first
/// line longer than a message is itself cut. Commands that can list a lot
/// (`/games`, `/rules`, `/history`) shorten or split their own texts
/// first, so this only catches what slips through.
pub fn fit_message(text: String) -> String {
    if text.chars().count() <= MAX_MESSAGE {
        return text;
    }
    let lines: Vec<&str> = text.split('\n').collect();
    // Room for the note at its longest: it names at most every line.
    let budget = MAX_MESSAGE - more_lines(lines.len()).chars().count();
    let mut kept = String::new();
    let mut used = 0;
    let mut shown = 0;
    for line in &lines {
        let len = line.chars().count() + usize::from(shown > 0);
        if used + len > budget {
            break;
        }
        if shown > 0 {
            kept.push('\n');
        }
        kept.push_str(line);
        used += len;
        shown += 1;
    }
    if shown == 0 {
        kept = cut_whole(lines[0], budget);
        shown = 1;
    }
    let rest = lines.len() - shown;
    if rest > 0 {
        kept.push_str(&more_lines(rest));
    }
    kept
}

/// The note after a text cut short: "\n… (3 more lines)".
fn more_lines(n: usize) -> String {
    format!("\n… ({})", plural(n as i64, "more line", "more lines"))
}

/// Where a message the bot sends on its own goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Destination {
    /// A game's channel (or thread).
    Channel(u64),
    /// A direct message to this user.
    Direct(u64),
}

/// A message the bot sends on its own, not as an answer to a command: a
/// reminder, a deadline passing, a game decided on time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub to: Destination,
    pub reply: Reply,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_after_a_whole_line_with_the_count_of_the_rest() {
        let lines: Vec<String> = (0..300).map(|i| format!("line {i}: <@123456789012345678>")).collect();
        let text = fit_message(lines.join("\n"));
        assert!(text.chars().count() <= MAX_MESSAGE, "{}", text.chars().count());
        let (shown, note) = text.rsplit_once('\n').unwrap();
        let kept = shown.lines().count();
        assert_eq!(note, format!("… ({} more lines)", 300 - kept));
        assert!(
            shown.lines().zip(&lines).all(|(a, b)| a == b),
            "every line shown is whole"
        );
        assert!(kept > 40, "the room is used: {kept} lines");
    }

    #[test]
    fn one_endless_line_is_cut_itself() {
        let text = fit_message("x".repeat(5000));
        assert!(text.chars().count() <= MAX_MESSAGE);
        assert!(text.ends_with('…'), "{text}");
        let two = fit_message(format!("{}\nsecond", "é".repeat(3000)));
        assert!(two.chars().count() <= MAX_MESSAGE);
        assert!(two.ends_with("é…\n… (1 more line)"), "{two}");
    }

    #[test]
    fn short_texts_and_replies_pass_unchanged() {
        let text = "a\nb".to_string();
        assert_eq!(fit_message(text.clone()), text);
        let exact = "y".repeat(MAX_MESSAGE);
        assert_eq!(fit_message(exact.clone()), exact);
        assert!(Reply::public("z".repeat(9000)).text.chars().count() <= MAX_MESSAGE);
        assert!(Reply::private(1, "z\n".repeat(9000)).text.chars().count() <= MAX_MESSAGE);
    }

    #[test]
    fn buttons_and_choices_keep_discords_limits() {
        let mut reply = Reply::public("pick");
        for game in 0..40 {
            reply = reply.with_button(ButtonId::Accept(game), &"L".repeat(200), ButtonStyle::Primary);
        }
        assert_eq!(reply.buttons.len(), MAX_BUTTONS);
        assert!(reply.buttons.iter().all(|b| b.label.chars().count() <= MAX_LABEL));
        let choice = Choice::new(&"n".repeat(300), "v".into()).unwrap();
        assert_eq!(choice.name.chars().count(), MAX_CHOICE_LEN);
        assert_eq!(Choice::new("", "3-6".into()).unwrap().name, "3-6");
        assert!(Choice::new("name", "v".repeat(101)).is_none());
        assert!(Choice::new("name", String::new()).is_none());
    }

    #[test]
    fn menus_keep_discords_limits_and_share_the_five_rows_with_buttons() {
        let id = |version| MenuId::Pick {
            scope: super::super::PickScope::Game(1),
            version,
            part: 0,
        };
        let options: Vec<MenuOption> = (0..40)
            .filter_map(|i| MenuOption::new(&"L".repeat(300), format!("v{}", i % 30), Some(&"d".repeat(300))))
            .collect();
        let reply = Reply::private(1, "pick").with_menu(id(0), &"p".repeat(400), options);
        let menu = &reply.menus[0];
        assert_eq!(menu.options.len(), MAX_OPTIONS, "25 kept, repeated values left out");
        assert!(menu.placeholder.chars().count() <= MAX_PLACEHOLDER);
        for o in &menu.options {
            assert_eq!(o.label.chars().count(), MAX_OPTION_LEN);
            assert_eq!(o.description.as_ref().unwrap().chars().count(), MAX_OPTION_LEN);
        }
        assert!(MenuOption::new("x", "v".repeat(101), None).is_none());
        assert!(MenuOption::new("x", String::new(), None).is_none());
        assert_eq!(
            MenuOption::new(" ", "act:0:1".into(), Some("")).unwrap().label,
            "act:0:1"
        );
        // No menu without options; a menu takes a row from the buttons.
        let mut reply = Reply::public("x").with_menu(id(1), "none", Vec::new());
        assert!(reply.menus.is_empty());
        for v in 0..3 {
            reply = reply.with_menu(id(v), "m", vec![MenuOption::new("a", "b".into(), None).unwrap()]);
        }
        for game in 0..40 {
            reply = reply.with_button(ButtonId::Accept(game), "b", ButtonStyle::Primary);
        }
        assert_eq!(reply.buttons.len(), 2 * BUTTONS_PER_ROW);
        let full = reply.with_menu(id(9), "m", vec![MenuOption::new("a", "b".into(), None).unwrap()]);
        assert_eq!(full.menus.len(), 3, "no row left for a fourth menu");
    }
}
