/// Averages over a period of days, for the statistics of habits to quit and habits only tracked.
public enum Average {
    /// `amount` per `period` days over `days` days: `amount × period ÷ days`, exact to the
    /// millionth, where fewer days than `period` count as one period (the average is then
    /// `amount` itself); 0 for no days.
    public static func per(_ period: Int, of amount: Amount, days: Int) -> Amount {
        days > 0 ? amount.scaled(by: period, dividedBy: max(days, period)) : .zero
    }
}
