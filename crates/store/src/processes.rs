//! Each running bot process's gateway (table `processes`): which shards
//! it runs and which of them are connected, as it last reported. Only the
//! process knows its gateway; `dominoes-bot health`, a separate process
//! an operator's supervisor runs, reads the reports here.

use super::sql::{Db, args};
use super::tables::PROCESSES;
use super::{Result, Store, StoreError};

/// What one process last said of its gateway.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GatewayReport {
    /// Who reports: the host and process id ("bot-1 pid 4242").
    pub process: String,
    /// How many shards the bot has in all (0 while an autosharded process
    /// has not yet heard how many Discord recommends).
    pub total: u32,
    /// The shards this process runs, and those of them connected now.
    pub served: Vec<u32>,
    pub connected: Vec<u32>,
    /// When, in unix seconds.
    pub at: i64,
}

impl Store {
    /// Records `report` in place of the process's last one.
    pub fn report_gateway(&self, report: &GatewayReport) -> Result<()> {
        self.write(|db| {
            db.execute(
                &format!(
                    "{} ON CONFLICT (process) DO UPDATE SET shard_total = excluded.shard_total,
                     served = excluded.served, connected = excluded.connected,
                     seen_at = excluded.seen_at",
                    PROCESSES.insert()
                ),
                args![
                    report.process,
                    i64::from(report.total),
                    ids_text(&report.served),
                    ids_text(&report.connected),
                    report.at
                ],
            )?;
            Ok(())
        })
    }

    /// A process that stops takes its report away: it serves nothing.
    pub fn forget_process(&self, process: &str) -> Result<()> {
        self.write(|db| {
            db.execute("DELETE FROM processes WHERE process = ?1", args![process])?;
            Ok(())
        })
    }

    /// Every process's last report, oldest process name first.
    pub fn gateway_reports(&self) -> Result<Vec<GatewayReport>> {
        self.read(reports)
    }
}

/// Every report in `db` (also read by `health` on its own connection).
pub(super) fn reports(db: &mut dyn Db) -> Result<Vec<GatewayReport>> {
    let rows = db.query(&format!("{} ORDER BY process", PROCESSES.select()), args![])?;
    rows.iter()
        .map(|r| {
            let total: i64 = r.get("shard_total")?;
            let shards = |column: &str| -> Result<Vec<u32>> {
                let text: String = r.get(column)?;
                ids(&text).ok_or_else(|| damaged(column, "shard ids separated by commas", text))
            };
            Ok(GatewayReport {
                process: r.get("process")?,
                total: u32::try_from(total).map_err(|_| damaged("shard_total", "a shard count", total.to_string()))?,
                served: shards("served")?,
                connected: shards("connected")?,
                at: r.get("seen_at")?,
            })
        })
        .collect()
}

fn damaged(column: &str, wanted: &'static str, found: String) -> StoreError {
    StoreError::Type {
        column: column.to_string(),
        wanted,
        found,
    }
}

fn ids_text(ids: &[u32]) -> String {
    ids.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

fn ids(text: &str) -> Option<Vec<u32>> {
    text.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(process: &str, served: &[u32], connected: &[u32], at: i64) -> GatewayReport {
        GatewayReport {
            process: process.into(),
            total: 4,
            served: served.to_vec(),
            connected: connected.to_vec(),
            at,
        }
    }

    #[test]
    fn a_process_report_replaces_its_last_and_goes_when_it_stops() {
        let store = Store::scratch().unwrap();
        assert_eq!(store.gateway_reports().unwrap(), []);
        store.report_gateway(&report("b pid 2", &[2, 3], &[], 10)).unwrap();
        store.report_gateway(&report("a pid 1", &[0, 1], &[0, 1], 11)).unwrap();
        store.report_gateway(&report("b pid 2", &[2, 3], &[2], 12)).unwrap();
        assert_eq!(
            store.gateway_reports().unwrap(),
            [
                report("a pid 1", &[0, 1], &[0, 1], 11),
                report("b pid 2", &[2, 3], &[2], 12)
            ]
        );
        store.forget_process("a pid 1").unwrap();
        assert_eq!(store.gateway_reports().unwrap(), [report("b pid 2", &[2, 3], &[2], 12)]);
    }
}
