//! The status line's message. Each message names the situation it belongs
//! to and goes when that situation ends, so that the line never answers an
//! old question: a failed search after one succeeded, "no VF has a plan"
//! about a loop no longer selected.

use super::*;

/// A message for the status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
    /// The situation the message is about; decides when it goes.
    pub about: About,
}

/// What a status message is about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum About {
    /// The outcome of an action (saved, an entry at its limit, a file that
    /// cannot be read): true until the next message replaces it.
    #[default]
    Outcome,
    /// A recomputation's report: replaced by the next report.
    Recompute,
    /// The selected row (`]` where there is no VF to pick): goes when the
    /// selection moves.
    Selection,
    /// A search (no match, no search yet): goes when a search finds a row,
    /// when the search is left, and when the selection moves.
    Search,
    /// A watched file (by its index) that could not be read: goes when it
    /// is read again.
    Unreadable(usize),
}

/// Something that ends the situation of some messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The selection moved to another row.
    Moved,
    /// A search found a row.
    Found,
    /// A search was cancelled or its input emptied: back where it started.
    SearchReset,
}

impl Status {
    pub fn info(about: About, text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: false,
            about,
        }
    }

    pub fn error(about: About, text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            error: true,
            about,
        }
    }
}

impl About {
    /// Whether `change` ends the situation a message about `self` is for.
    pub fn ended_by(self, change: Change) -> bool {
        match self {
            About::Outcome | About::Recompute | About::Unreadable(_) => false,
            About::Selection => change == Change::Moved,
            About::Search => true,
        }
    }
}

impl App {
    /// Shows `status` on the message line.
    pub(super) fn say(&mut self, status: Status) {
        self.status = status;
        self.dirty = true;
    }

    /// The outcome of an action, as an error.
    pub(super) fn set_error(&mut self, text: String) {
        self.say(Status::error(About::Outcome, text));
    }

    /// The outcome of an action.
    pub(super) fn set_info(&mut self, text: String) {
        self.say(Status::info(About::Outcome, text));
    }

    /// An outcome that outlives the recomputation under way (it is
    /// appended to its report) instead of being replaced by it.
    pub(super) fn note(&mut self, text: String) {
        if self.busy() {
            self.jobs.late_note = Some(text);
            self.dirty = true;
        } else {
            self.set_info(text);
        }
    }

    /// Drops the message if `change` ends its situation.
    pub(super) fn status_change(&mut self, change: Change) {
        if self.status.about.ended_by(change) {
            self.say(Status::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_go_with_their_situation() {
        use About::*;
        use Change::*;
        let ends = |a: About| [Moved, Found, SearchReset].map(|c| a.ended_by(c));
        assert_eq!(ends(Outcome), [false; 3]);
        assert_eq!(ends(Recompute), [false; 3]);
        assert_eq!(ends(Selection), [true, false, false]);
        assert_eq!(ends(Search), [true; 3]);
    }
}
